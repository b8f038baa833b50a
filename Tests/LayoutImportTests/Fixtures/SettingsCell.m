//  SettingsCell.m — a row of the settings screen: an icon, a title, a badge,
//  hairlines above and below. The badge is a view class of its own, in the
//  same file; the cell's layout is in a category.

#import "SettingsCell.h"
#import <Masonry/Masonry.h>

static const CGFloat kInset = 16;

@interface SettingsBadgeView : UIView
@end

@implementation SettingsBadgeView

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        UIView *container = [UIView new];
        [self addSubview:container];
        UILabel *titleLabel = [UILabel new];
        [container addSubview:titleLabel];
        [container mas_makeConstraints:^(MASConstraintMaker *make) {
            make.edges.equalTo(self).insets(UIEdgeInsetsMake(2, 6, 2, 6));
        }];
        [titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.center.equalTo(container);
        }];
    }
    return self;
}

@end

@interface SettingsCell ()
@property (nonatomic, strong) UIImageView *iconView;
@property (nonatomic, strong) UILabel *titleLabel;
@property (nonatomic, strong) SettingsBadgeView *badgeView;
@end

@implementation SettingsCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _iconView = [UIImageView new];
        [self.contentView addSubview:_iconView];
        _titleLabel = [UILabel new];
        [self.contentView addSubview:_titleLabel];
        _badgeView = [SettingsBadgeView new];
        [self.contentView addSubview:_badgeView];
        [self addTopLine];
        [self addBottomLine];
        [self layOutContent];
    }
    return self;
}

- (void)addTopLine {
    UIView *line = [UIView new];
    [self.contentView addSubview:line];
    CGFloat height = 1;
    [line mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.left.right.equalTo(self.contentView);
        make.height.mas_equalTo(height);
    }];
}

- (void)addBottomLine {
    UIView *line = [UIView new];
    [self.contentView addSubview:line];
    CGFloat height = 2;
    [line mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.contentView).offset(kInset);
        make.bottom.right.equalTo(self.contentView);
        make.height.mas_equalTo(height);
    }];
}

@end

@implementation SettingsCell (Layout)

- (void)layOutContent {
    [self.iconView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.contentView).offset(kInset);
        make.top.equalTo(self.contentView).offset(12);
        make.size.mas_equalTo(CGSizeMake(28, 28));
        make.bottom.equalTo(self.contentView).offset(-12);
    }];
    [self.titleLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.iconView.mas_right).offset(12);
        make.centerY.equalTo(self.iconView);
    }];
    [self.badgeView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.equalTo(self.contentView).offset(-kInset);
        make.centerY.equalTo(self.iconView);
        make.size.mas_equalTo(CGSizeMake(36, 20));
    }];
}

@end
