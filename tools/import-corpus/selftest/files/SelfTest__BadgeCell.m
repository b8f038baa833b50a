// Written for layoutdb's tools/bench-import --self-test (no app's code).
#import <Masonry/Masonry.h>
#import "BadgeCell.h"

#define kInset 12
static const CGFloat kIconSize = 32;

@interface BadgeCell ()
@property (nonatomic, strong) UIImageView *iconView;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) UIView *badgeView;
@property (nonatomic, strong) NSMutableArray *savedConstraints;
@end

@implementation BadgeCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _savedConstraints = [NSMutableArray array];
        _iconView = [[UIImageView alloc] init];
        [self.contentView addSubview:_iconView];
        _titleLabel = [UILabel new];
        _titleLabel.text = @"A title with a } brace and \"quotes\"";
        [self.contentView addSubview:_titleLabel];
        _badgeView = [UIView new];
        [self.contentView addSubview:_badgeView];

        [self.iconView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.contentView).offset(kInset);
            make.centerY.equalTo(self.contentView);
            make.size.mas_equalTo(CGSizeMake(kIconSize, kIconSize));
        }];
        [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.iconView.mas_right).offset(8); make.top.equalTo(self.contentView).offset(kInset);
            make.right.lessThanOrEqualTo(self.badgeView.mas_left)
                .offset(-8); make.width.lessThanOrEqualTo([self maxTitleWidthFor:@"#new \"badge\" }"]);
            if (self.showsBadge) {  /* a { brace } in a comment */
                make.height.equalTo(@20);
            }
        }];
        [self.badgeView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.right.equalTo(self.contentView).offset(-kInset);
            make.centerY.equalTo(self.titleLabel);
            make.width.mas_equalTo(kBadgeWidth);
            [self.savedConstraints addObject:make.height.equalTo(@16)];  // made, and kept in an array
            make.height.equalTo(@16);
        }];
        [@[self.iconView, self.badgeView] mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.greaterThanOrEqualTo(self.contentView).offset(4);
        }];
    }
    return self;
}

@end
