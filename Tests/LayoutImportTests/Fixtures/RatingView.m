//  RatingView.m — five stars made in a loop, two badges sized in a loop over
//  them, a tick per rating (their count known when the app runs) and a
//  caption laid out once, in updateConstraints.

#import "RatingView.h"
#import <Masonry/Masonry.h>

static const NSInteger kStarCount = 5;
static const CGFloat kStarSize = 24;

@interface RatingView ()
@property (nonatomic, strong) UILabel *captionLabel;
@property (nonatomic, strong) UIView *freshBadge;
@property (nonatomic, strong) UIView *hotBadge;
@property (nonatomic, assign) NSInteger tickCount;
@property (nonatomic, assign) BOOL didSetupConstraints;
@end

@implementation RatingView

- (UILabel *)captionLabel {
    if (_captionLabel == nil) {
        _captionLabel = [UILabel new];
        _captionLabel.textAlignment = NSTextAlignmentCenter;
    }
    return _captionLabel;
}

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        [self addSubview:self.captionLabel];
        for (int i = 0; i < kStarCount; i++) {
            UIView *star = [UIView new];
            [self addSubview:star];
            [star mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self).offset(8);
                make.left.equalTo(self).offset(16 + i * (kStarSize + 4));
                make.size.mas_equalTo(CGSizeMake(kStarSize, kStarSize));
            }];
        }
        _freshBadge = [UIView new];
        _hotBadge = [UIView new];
        for (UIView *badge in @[_freshBadge, _hotBadge]) {
            [self addSubview:badge];
            [badge mas_makeConstraints:^(MASConstraintMaker *make) {
                make.top.equalTo(self).offset(4);
                make.size.mas_equalTo(CGSizeMake(10, 10));
            }];
        }
        [_freshBadge mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self).offset(36);
        }];
        [_hotBadge mas_makeConstraints:^(MASConstraintMaker *make) {
            make.right.equalTo(self).offset(-16);
        }];
        for (NSInteger i = 0; i < self.tickCount; i++) {
            UIView *tick = [UIView new];
            [self addSubview:tick];
            [tick mas_makeConstraints:^(MASConstraintMaker *make) {
                make.bottom.equalTo(self);
                make.left.equalTo(self).offset(i * 10);
                make.size.mas_equalTo(CGSizeMake(1, 4));
            }];
        }
    }
    return self;
}

- (void)updateConstraints {
    if (!self.didSetupConstraints) {
        [self.captionLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(8 + kStarSize + 8);
            make.centerX.equalTo(self);
            make.bottom.equalTo(self).offset(-8);
        }];
        self.didSetupConstraints = YES;
    }
    [super updateConstraints];
}

@end
