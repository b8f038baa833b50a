//
//  BadgeCardCell.m
//  A fixture written for layoutdb's importer tests: views made in GCC
//  statement expressions and under the initializer's `if (!_x)` guard,
//  Masonry lines with no relation, a switch over the card's style, a chain
//  of assignments hiding two views, an ivar the code sets under a condition
//  and a macro of another file.
//

#import "BadgeCardCell.h"
#import <Masonry/Masonry.h>

@interface BadgeCardCell ()
@property (strong, nonatomic) UIImageView *iconView;
@property (strong, nonatomic) UILabel *nameLabel, *countLabel;
@property (strong, nonatomic) UIView *dotView, *ribbonView;
@end

@implementation BadgeCardCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        if (!_iconView) {
            _iconView = ({
                UIImageView *item = [UIImageView new];
                item.contentMode = UIViewContentModeScaleAspectFit;
                [self.contentView addSubview:item];
                item;
            });
            _nameLabel = ({
                UILabel *item = [UILabel new];
                item.font = [UIFont systemFontOfSize:15];
                [self.contentView addSubview:item];
                item;
            });
        }
        _countLabel = ({
            UILabel *label = [UILabel new];
            label.textAlignment = NSTextAlignmentRight;
            [self.contentView addSubview:label];
            label;
        });
        [_iconView mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.offset(16);
            make.centerY.equalTo(self.contentView);
            make.height.width.offset(40);
        }];
        [self applyTheme];
        if (!_dotView) {
            _dotView = [UIView new];
            [self.contentView addSubview:_dotView];
            [_dotView mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.right.equalTo(_iconView);
                make.size.offset(8);
            }];
        }
    }
    return self;
}

- (void)setCardStyle:(BadgeCardStyle)style {
    switch (style) {
        case BadgeCardStylePlain: {
            [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(self.contentView).offset(16);
                make.centerY.equalTo(self.contentView);
            }];
        } break;
        case BadgeCardStyleCompact:
            _nameLabel.font = [UIFont systemFontOfSize:13];
        case BadgeCardStyleIcon:
        case BadgeCardStyleWide:
            [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.equalTo(_iconView.mas_right).offset(12);
                make.centerY.equalTo(_iconView);
            }];
            break;
        default:
            [_nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
                make.left.right.equalTo(self.contentView).inset(16);
                make.top.offset(8);
            }];
            break;
    }
    [_countLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.offset(-16);
        make.centerY.equalTo(_nameLabel);
        make.width.offset(44);
    }];
    _countLabel.hidden = _dotView.hidden = (style == BadgeCardStylePlain);
}

- (void)layoutRibbon {
    if (self.isWide) {
        _ribbonWidth = 60;
    } else {
        _ribbonWidth = 44;
    }
    _ribbonView = [UIView new];
    [self.contentView addSubview:_ribbonView];
    [_ribbonView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.right.equalTo(self.contentView);
        make.width.mas_equalTo(_ribbonWidth);
        make.height.equalTo(@kScaleHeight(24));
    }];
}

@end
