//  ComposeViewController.m — a chat's compose bar on the safe area's bottom:
//  its layout in a block kept in a local, the send button's constraints
//  collected in an array, the input laid out in an animation, the divider
//  on the next turn of the main queue.

#import "Masonry.h"
#import "ComposeViewController.h"

static const CGFloat kBarHeight = 52;

@interface ComposeViewController ()
@property (nonatomic, strong) UIView *composeBar;
@property (nonatomic, strong) UIView *inputBox;
@property (nonatomic, strong) UIButton *sendButton;
@property (nonatomic, strong) UIView *divider;
@property (nonatomic, strong) NSMutableArray<MASConstraint *> *sendConstraints;
@end

@implementation ComposeViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.sendConstraints = [NSMutableArray array];
    self.composeBar = [UIView new];
    [self.view addSubview:self.composeBar];
    self.inputBox = [UIView new];
    [self.composeBar addSubview:self.inputBox];
    self.sendButton = [UIButton buttonWithType:UIButtonTypeSystem];
    [self.composeBar addSubview:self.sendButton];
    self.divider = [UIView new];
    [self.composeBar addSubview:self.divider];

    void (^layoutBar)(void) = ^{
        [self.composeBar mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.equalTo(self.view);
            make.bottom.equalTo(self.view.mas_safeAreaLayoutGuideBottom);
            make.height.mas_equalTo(kBarHeight);
        }];
    };
    layoutBar();

    [self.sendButton mas_makeConstraints:^(MASConstraintMaker *make) {
        [self.sendConstraints addObject:make.right.equalTo(self.composeBar).offset(-8)];
        [self.sendConstraints addObject:make.centerY.equalTo(self.composeBar)];
        make.width.mas_equalTo(64);
        [self.view layoutIfNeeded];
    }];

    [UIView animateWithDuration:0.25 animations:^{
        [self.inputBox mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.composeBar).offset(8);
            make.top.bottom.equalTo(self.composeBar).insets(UIEdgeInsetsMake(8, 0, 8, 0));
            make.right.equalTo(self.sendButton.mas_left).offset(-8);
        }];
        [self.view layoutIfNeeded];
    }];
    dispatch_async(dispatch_get_main_queue(), ^{
        [self.divider mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.left.right.equalTo(self.composeBar);
            make.height.mas_equalTo(1);
        }];
    });
}

@end
