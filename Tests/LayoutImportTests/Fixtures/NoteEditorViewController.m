//  NoteEditorViewController.m — a note editor: the text above a toolbar on
//  the safe area's bottom, the toolbar's height and bottom kept in
//  constraints, changed by the setup, by the keyboard and by a setter.

#import "Masonry.h"
#import "NoteEditorViewController.h"

@interface NoteEditorViewController ()
@property (nonatomic, strong) UIView *textView;
@property (nonatomic, strong) UIView *toolbar;
@property (nonatomic, strong) UIView *wordCount;
@property (nonatomic, strong) MASConstraint *toolbarBottom;
@property (nonatomic, strong) MASConstraint *toolbarHeight;
@property (nonatomic, strong) MASConstraint *countInsets;
@end

@implementation NoteEditorViewController {
    MASConstraint *_textBottom;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    self.textView = [UIView new];
    [self.view addSubview:self.textView];
    self.toolbar = [UIView new];
    [self.view addSubview:self.toolbar];
    self.wordCount = [UIView new];
    [self.toolbar addSubview:self.wordCount];

    [self.toolbar mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.view);
        self.toolbarHeight = make.height.mas_equalTo(44);
        self.toolbarBottom = make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom);
    }];
    [self.textView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
        make.left.right.equalTo(self.view).insets(UIEdgeInsetsMake(0, 16, 0, 16));
        _textBottom = make.bottom.equalTo(self.toolbar.mas_top);
    }];
    [self.wordCount mas_makeConstraints:^(MASConstraintMaker *make) {
        self.countInsets = make.top.right.bottom.equalTo(self.toolbar);
        make.width.mas_equalTo(80);
    }];
    self.toolbarHeight.offset = 52;
    [self.countInsets setInsets:UIEdgeInsetsMake(6, 0, 6, 12)];
    [_textBottom setOffset:-8];
    if (UIAccessibilityIsBoldTextEnabled()) {
        self.toolbarHeight.offset = 56;
    }

    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillShow:)
                                                 name:UIKeyboardWillShowNotification object:nil];
    [[NSNotificationCenter defaultCenter] addObserver:self selector:@selector(keyboardWillHide:)
                                                 name:UIKeyboardWillHideNotification object:nil];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    self.toolbarBottom.offset = -CGRectGetHeight(frame);
}

- (void)keyboardWillHide:(NSNotification *)note {
    [self.toolbarBottom setOffset:0];
}

- (void)setReadOnly:(BOOL)readOnly {
    if (readOnly) {
        [self.toolbarHeight uninstall];
    } else {
        [self.toolbarHeight install];
    }
}

@end
