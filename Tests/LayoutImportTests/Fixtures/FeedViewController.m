#import "FeedViewController.h"
#import <Masonry/Masonry.h>

// A feed written for iOS 9: a filter bar under the top layout guide, the
// list, a composer on the bottom layout guide, a button floating over them.
@interface FeedViewController ()
@property (nonatomic, strong) UIView *filterBar;
@property (nonatomic, strong) UITableView *tableView;
@property (nonatomic, strong) UIView *composer;
@property (nonatomic, strong) UIButton *scrollTopButton;
@end

@implementation FeedViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.filterBar = [UIView new];
    [self.view addSubview:self.filterBar];
    self.tableView = [UITableView new];
    [self.view addSubview:self.tableView];
    self.composer = [UIView new];
    [self.view addSubview:self.composer];
    self.scrollTopButton = [UIButton buttonWithType:UIButtonTypeCustom];
    [self.view addSubview:self.scrollTopButton];

    [self.filterBar mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.mas_topLayoutGuide);
        make.left.right.equalTo(self.view);
        make.height.mas_equalTo(44);
    }];
    [self.composer mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.view);
        make.bottom.equalTo(self.mas_bottomLayoutGuideTop);
        make.height.mas_equalTo(56);
    }];
    [self.tableView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.filterBar.mas_bottom);
        make.left.right.equalTo(self.view);
        make.bottom.equalTo(self.composer.mas_top);
    }];
    [self.scrollTopButton mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self.view).offset(-16);
        make.bottom.equalTo(self.mas_bottomLayoutGuide).offset(-72);
        make.top.greaterThanOrEqualTo(self.mas_topLayoutGuideBottom);
        make.size.mas_equalTo(CGSizeMake(44, 44));
    }];
}

@end
