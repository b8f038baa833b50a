#import "GalleryView.h"
#import <Masonry/Masonry.h>

#define SCREEN_WIDTH [UIScreen mainScreen].bounds.size.width

// A gallery strip: a caption whose height the caller gives, a thumbnail per
// column, a shimmer placed at random, a hairline.
@interface GalleryView ()
@property (nonatomic, strong) UILabel *captionLabel;
@property (nonatomic, strong) UIView *shimmerView;
@property (nonatomic, strong) UIView *hairline;
@end

@implementation GalleryView

- (void)setupWithHeight:(CGFloat)height columns:(NSInteger)columns {
    self.captionLabel = [UILabel new];
    [self addSubview:self.captionLabel];
    [self.captionLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.bottom.equalTo(self);
        make.height.mas_equalTo(height);
    }];
    for (NSInteger i = 0; i < columns; i++) {
        UIView *thumbnail = [UIView new];
        [self addSubview:thumbnail];
        [thumbnail mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self);
            make.left.equalTo(self).offset(i * 70);
            make.width.mas_equalTo(SCREEN_WIDTH / 4);
        }];
    }
    self.shimmerView = [UIView new];
    [self addSubview:self.shimmerView];
    [self.shimmerView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self).offset(arc4random_uniform(40));
        make.top.equalTo(self).offset(self.frame.size.height / 4);
        make.width.mas_equalTo(kShimmerWidth);
        make.bottom.equalTo(self.captionLabel.mas_top).offset(-[self spacingForColumns:columns]);
    }];
    self.hairline = [UIView new];
    [self addSubview:self.hairline];
    [self.hairline mas_makeConstraints:^(MASConstraintMaker *make) {
        make.left.right.equalTo(self);
        make.bottom.equalTo(self.captionLabel.mas_top);
        make.height.mas_equalTo(1.0 / [UIScreen mainScreen].scale);
    }];
}

@end
