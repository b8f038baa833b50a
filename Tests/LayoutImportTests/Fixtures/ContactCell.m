//  ContactCell.m — a contact: an avatar and the name, built by their lazy
//  getters, then two status dots, each laid out after the view before it.

#import "ContactCell.h"
#import <Masonry/Masonry.h>

@interface ContactCell ()
@property (nonatomic, strong) UIImageView *avatarView;
@property (nonatomic, strong) UILabel *nameLabel;
@property (nonatomic, strong) UIView *onlineDot;
@property (nonatomic, strong) UIView *verifiedDot;
@end

@implementation ContactCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        [self setUpViews];
    }
    return self;
}

- (UIImageView *)avatarView {
    if (!_avatarView) {
        UIImageView *imageView = [[UIImageView alloc] init];
        imageView.layer.cornerRadius = 22;
        imageView.clipsToBounds = YES;
        _avatarView = imageView;
    }
    return _avatarView;
}

- (UILabel *)nameLabel {
    if (!_nameLabel) {
        UILabel *label = [UILabel new];
        label.font = [UIFont systemFontOfSize:16];
        _nameLabel = label;
    }
    return _nameLabel;
}

- (void)setUpViews {
    UIView *superView = self.contentView;
    [superView addSubview:self.avatarView];
    [superView addSubview:self.nameLabel];
    _onlineDot = [UIView new];
    _verifiedDot = [UIView new];
    [superView addSubview:_onlineDot];
    [superView addSubview:_verifiedDot];

    [self.avatarView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(superView).offset(16);
        make.top.equalTo(superView).offset(10);
        make.size.mas_equalTo(CGSizeMake(44, 44));
        make.bottom.equalTo(superView).offset(-10);
    }];
    UIView *lastView = self.avatarView;
    [self.nameLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(lastView.mas_right).offset(12);
        make.centerY.equalTo(lastView);
    }];
    lastView = self.nameLabel;
    [self.onlineDot mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(lastView.mas_right).offset(6);
        make.centerY.equalTo(lastView);
        make.size.mas_equalTo(CGSizeMake(8, 8));
    }];
    lastView = self.onlineDot;
    [self.verifiedDot mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(lastView.mas_right).offset(4);
        make.centerY.equalTo(lastView);
        make.size.mas_equalTo(CGSizeMake(8, 8));
    }];
}

@end
