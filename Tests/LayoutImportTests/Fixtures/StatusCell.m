#import <Masonry/Masonry.h>

// A cell that mixes Masonry with layout anchors: a list activated at once,
// a width kept in a property and changed by a setter, an anchor made active
// on its own.
@interface StatusCell : UITableViewCell
@property (nonatomic, strong) UIImageView *iconView;
@property (nonatomic, strong) UILabel *statusLabel;
@property (nonatomic, strong) NSLayoutConstraint *iconWidth;
@end

@implementation StatusCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _iconView = [[UIImageView alloc] init];
        _iconView.translatesAutoresizingMaskIntoConstraints = NO;
        [self.contentView addSubview:_iconView];
        _statusLabel = [[UILabel alloc] init];
        [self.contentView addSubview:_statusLabel];

        self.iconWidth = [_iconView.widthAnchor constraintEqualToConstant:24];
        [NSLayoutConstraint activateConstraints:@[
            [_iconView.leadingAnchor constraintEqualToAnchor:self.contentView.leadingAnchor constant:15],
            [_iconView.centerYAnchor constraintEqualToAnchor:self.contentView.centerYAnchor],
            [_iconView.heightAnchor constraintEqualToAnchor:_iconView.widthAnchor],
            self.iconWidth,
        ]];
        [_statusLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.iconView.mas_right).offset(10);
            make.centerY.equalTo(self.contentView);
        }];
        [_statusLabel.trailingAnchor constraintLessThanOrEqualToAnchor:self.contentView.trailingAnchor constant:-15].active = YES;
    }
    return self;
}

- (void)setCompact:(BOOL)compact {
    self.iconWidth.constant = compact ? 16 : 24;
}

@end
