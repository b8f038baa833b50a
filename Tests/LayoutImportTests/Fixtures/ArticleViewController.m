//  ArticleViewController.m — an article: a scroll view under the safe area,
//  a header image, the title and the body text, and a toolbar at the bottom.

#define MAS_SHORTHAND
#define MAS_SHORTHAND_GLOBALS
#import "Masonry.h"
#import "ArticleViewController.h"

static const CGFloat kSideMargin = 20;
#define kToolbarHeight 49
#define kHeaderRatio (9.0 / 16.0)

@interface ArticleViewController ()
@property (nonatomic, strong) UIScrollView *scrollView;
@property (nonatomic, strong) UIView *contentView;
@property (nonatomic, strong) UIView *headerImage;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UIView *toolbar;
@property (nonatomic, strong) MASConstraint *toolbarBottom;
@end

@implementation ArticleViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.view.backgroundColor = UIColor.whiteColor;

    self.toolbar = [[UIView alloc] init];
    [self.view addSubview:self.toolbar];
    self.scrollView = [[UIScrollView alloc] init];
    [self.view addSubview:self.scrollView];
    self.contentView = [UIView new];
    [self.scrollView addSubview:self.contentView];
    self.headerImage = [UIView new];
    [self.contentView addSubview:self.headerImage];
    self.titleLabel = [UILabel new];
    [self.contentView addSubview:self.titleLabel];

    [self.toolbar makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.view);
        make.height.equalTo(kToolbarHeight);
        self.toolbarBottom = make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom);
    }];
    [self.scrollView makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view.mas_safeAreaLayoutGuideTop);
        make.left.and.right.equalTo(self.view);
        make.bottom.equalTo(self.toolbar.top);
    }];
    [self.contentView makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.scrollView);
        make.width.equalTo(self.scrollView);
    }];
    [self.headerImage makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self.contentView);
        make.height.equalTo(self.headerImage.width).multipliedBy(kHeaderRatio);
    }];
    [self.titleLabel makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.headerImage.bottom).offset(16);
        make.left.right.equalTo(self.contentView).insets(UIEdgeInsetsMake(0, kSideMargin, 0, kSideMargin));
        make.bottom.equalTo(self.contentView).offset(-24).priority(UILayoutPriorityDefaultLow);
    }];
}

- (void)setToolbarHidden:(BOOL)hidden {
    [self.toolbar updateConstraints:^(MASConstraintMaker *make) {
        make.height.equalTo(hidden ? 0 : kToolbarHeight);
    }];
}

- (void)keyboardWillShow:(NSNotification *)note {
    CGRect frame = [note.userInfo[UIKeyboardFrameEndUserInfoKey] CGRectValue];
    [self.toolbar remakeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.view);
        make.height.equalTo(kToolbarHeight);
        make.bottom.equalTo(self.view).offset(-frame.size.height);
    }];
}

@end
