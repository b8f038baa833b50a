//  MessageCell.m — a row of the inbox: an avatar, the sender, a preview.

#import "MessageCell.h"
#import <Masonry/Masonry.h>

#define kAvatarSize 40.0f
static const CGFloat kPadding = 12;
static CGFloat const kGap = 8.0;

@interface MessageCell ()
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) UILabel *senderLabel;
@property (nonatomic, strong) UILabel *previewLabel;
@end

@implementation MessageCell {
    UIView *_unreadDot;
}

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self buildViews];
    }
    return self;
}

- (void)buildViews {
    self.avatarView = [[UIImageView alloc] init];
    self.avatarView.layer.cornerRadius = kAvatarSize / 2;
    [self.contentView addSubview:self.avatarView];

    self.senderLabel = [UILabel new];
    self.senderLabel.font = [UIFont boldSystemFontOfSize:15];
    [self.contentView addSubview:self.senderLabel];

    _previewLabel = [[UILabel alloc] initWithFrame:CGRectZero];
    _previewLabel.numberOfLines = 2;
    [self.contentView addSubview:_previewLabel];

    _unreadDot = [UIView new];
    [self.contentView addSubview:_unreadDot];

    [self.avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.contentView).offset(kPadding);
        make.top.equalTo(self.contentView.mas_top).with.offset(kPadding);
        make.size.mas_equalTo(CGSizeMake(kAvatarSize, kAvatarSize));
        make.bottom.lessThanOrEqualTo(self.contentView).offset(-kPadding);
    }];
    [self.senderLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self.avatarView.mas_right).offset(kGap);
        make.top.equalTo(self.avatarView);
        make.right.equalTo(_unreadDot.mas_left).offset(-kGap);
    }];
    [self.previewLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self.senderLabel);
        make.top.equalTo(self.senderLabel.mas_bottom).offset(4);
        make.bottom.equalTo(self.contentView).offset(-kPadding).priorityHigh();
    }];
    [_unreadDot mas_makeConstraints:^(MASConstraintMaker *make) {
        make.width.height.equalTo(@10);
        make.centerY.equalTo(self.senderLabel);
        make.right.equalTo(self.contentView).insets(UIEdgeInsetsMake(0, 0, 0, kPadding));
    }];
}

@end
