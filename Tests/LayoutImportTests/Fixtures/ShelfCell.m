#import <Masonry/Masonry.h>
#import "ShelfRatingView.h"

// A shelf row: a cover, a title and an author made by the class's own label
// factory, a rating strip of the app's own class (another file), and two
// badges each wrapped by a helper the cell calls, then stacked.
@interface ShelfCell : UITableViewCell
@property (nonatomic, strong) UIImageView *coverView;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UILabel *authorLabel;
@property (nonatomic, strong) ShelfRatingView *ratingView;
@property (nonatomic, strong) UIImageView *newBadge;
@property (nonatomic, strong) UIImageView *saleBadge;
@property (nonatomic, strong) UIView *highlightView;
@end

@implementation ShelfCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _coverView = [[UIImageView alloc] init];
        _titleLabel = [self.class labelWithFontSize:17];
        _authorLabel = [self.class labelWithFontSize:13];
        _ratingView = [[ShelfRatingView alloc] init];
        _newBadge = [[UIImageView alloc] init];
        _saleBadge = [[UIImageView alloc] init];
        _highlightView = [UIView new];
        _highlightView.hidden = YES;

        NSArray *badges = @[[ShelfCell wrapBadge:_newBadge], [ShelfCell wrapBadge:_saleBadge]];
        UIStackView *badgeStack = [[UIStackView alloc] initWithArrangedSubviews:badges];
        badgeStack.spacing = 4;

        [self.contentView addSubview:_coverView];
        [self.contentView addSubview:_titleLabel];
        [self.contentView addSubview:_authorLabel];
        [self.contentView addSubview:_ratingView];
        [self.contentView addSubview:badgeStack];

        [_coverView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.top.equalTo(self.contentView).offset(12);
            make.size.mas_equalTo(CGSizeMake(48, 64));
            make.bottom.lessThanOrEqualTo(self.contentView).offset(-12);
        }];
        [_titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(_coverView.mas_right).offset(12);
            make.top.equalTo(_coverView);
            make.right.lessThanOrEqualTo(badgeStack.mas_left).offset(-8);
        }];
        [badgeStack mas_makeConstraints:^(MASConstraintMaker *make) {
            make.right.equalTo(self.contentView).offset(-12);
            make.centerY.equalTo(_titleLabel);
        }];
        [_authorLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(_titleLabel);
            make.top.equalTo(_titleLabel.mas_bottom).offset(4);
        }];
        [_ratingView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(_titleLabel);
            make.top.equalTo(_authorLabel.mas_bottom).offset(6);
            make.height.mas_equalTo(14);
        }];
    }
    return self;
}

+ (UILabel *)labelWithFontSize:(CGFloat)size {
    UILabel *label = [[UILabel alloc] init];
    label.font = [UIFont systemFontOfSize:size];
    [label setContentHuggingPriority:UILayoutPriorityDefaultHigh forAxis:UILayoutConstraintAxisVertical];
    return label;
}

+ (UIView *)wrapBadge:(UIImageView *)badge {
    UIView *wrapper = [[UIView alloc] init];
    [wrapper addSubview:badge];
    [badge mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(wrapper).insets(UIEdgeInsetsMake(2, 2, 2, 2));
    }];
    return wrapper;
}

@end
