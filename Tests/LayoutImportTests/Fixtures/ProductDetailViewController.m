//  ProductDetailViewController.m — a product: a paged gallery whose content
//  guide is three screens wide, the price in the app's own label class, the
//  currency on the price's baseline, and a rating badge.

#import "Masonry.h"
#import "ProductDetailViewController.h"

@interface PriceLabel : UILabel
@end

@interface RatingBadge : UIImageView
@end

@interface ProductDetailViewController ()
@property (nonatomic, strong) UIScrollView *scrollView;
@property (nonatomic, strong) UIView *gallery;
@property (nonatomic, strong) PriceLabel *priceLabel;
@property (nonatomic, strong) UILabel *currencyLabel;
@property (nonatomic, strong) RatingBadge *badge;
@end

@implementation PriceLabel
@end

@implementation RatingBadge
@end

@implementation ProductDetailViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    self.scrollView = [UIScrollView new];
    self.scrollView.pagingEnabled = YES;
    [self.view addSubview:self.scrollView];
    self.gallery = [UIView new];
    [self.scrollView addSubview:self.gallery];
    self.priceLabel = [PriceLabel new];
    [self.view addSubview:self.priceLabel];
    self.currencyLabel = [UILabel new];
    [self.view addSubview:self.currencyLabel];
    self.badge = [[RatingBadge alloc] init];
    [self.view addSubview:self.badge];

    [self.scrollView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self.view);
        make.height.mas_equalTo(240);
    }];
    [self.scrollView.contentLayoutGuide mas_makeConstraints:^(MASConstraintMaker *make) {
        make.width.equalTo(self.scrollView.frameLayoutGuide).multipliedBy(3);
        make.height.equalTo(self.scrollView.frameLayoutGuide);
    }];
    [self.gallery mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.scrollView.contentLayoutGuide);
    }];
    [self.priceLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.scrollView.mas_bottom).offset(20);
        make.left.equalTo(self.view).offset(20);
    }];
    [self.currencyLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.baseline.equalTo(self.priceLabel.mas_baseline);
        make.left.equalTo(self.priceLabel.mas_right).offset(4);
    }];
    [self.badge mas_makeConstraints:^(MASConstraintMaker *make) {
        make.centerY.equalTo(self.priceLabel);
        make.right.equalTo(self.view).offset(-20);
    }];
}

@end
