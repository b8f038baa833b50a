#import "ProductCell.h"
#import <Masonry/Masonry.h>
#import <ReactiveObjC/RACEXTScope.h>

// A product in a list: a thumbnail, a name, a price and a rating inside a card.
static UIEdgeInsets const kCardInsets = {10, 12, 10, 12};
static const CGSize kThumbSize = {60, 60};
static const UIEdgeInsets kRatingInsets = (UIEdgeInsets){.top = 4, .left = 0, .bottom = 0, .right = 0};
#define kPriceWidth 70.f

@interface ProductCell ()
@property (nonatomic, strong) UIView *cardView;
@property (nonatomic, strong) UIImageView *thumbView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UILabel *priceLabel;
@property (nonatomic, strong) UIView *ratingView;
@end

@implementation ProductCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _cardView = [UIView new];
        _cardView.layoutMargins = UIEdgeInsetsZero;
        [self.contentView addSubview:_cardView];
        _thumbView = [UIImageView new];
        [_cardView addSubview:_thumbView];
        _nameLabel = [UILabel new];
        [_cardView addSubview:_nameLabel];
        _priceLabel = [UILabel new];
        [_cardView addSubview:_priceLabel];
        _ratingView = [UIView new];
        [_cardView addSubview:_ratingView];
        [self setUpConstraints];
    }
    return self;
}

- (void)setUpConstraints {
    __weak typeof(self) weakSelf = self;
    [self.cardView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(weakSelf.contentView).insets(kCardInsets);
    }];
    [self.thumbView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.top.equalTo(weakSelf.cardView);
        make.size.mas_equalTo(kThumbSize);
        make.bottom.lessThanOrEqualTo(weakSelf.cardView);
    }];
    __weak __typeof(self) ws = self;
    [self.priceLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(ws.cardView);
        make.top.equalTo(ws.thumbView);
        make.width.mas_equalTo(kPriceWidth);
    }];
    [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        __strong typeof(ws) strongSelf = ws;
        make.left.equalTo(strongSelf.thumbView.mas_right).offset(10.0F);
        make.top.equalTo(strongSelf.thumbView);
        make.right.equalTo(strongSelf.priceLabel.mas_left).offset(-8.f);
    }];
    @weakify(self)
    [self.ratingView mas_makeConstraints:^(MASConstraintMaker *make) {
        @strongify(self)
        make.left.equalTo(self.nameLabel);
        make.top.equalTo(self.nameLabel.mas_bottom).insets(kRatingInsets);
        make.size.equalTo(self.thumbView).mas_offset(CGSizeMake(-40, -40));
        make.bottom.lessThanOrEqualTo(self.cardView).offset(-0.5f);
    }];
}

@end
