//  SegmentedBar.m — three segments side by side, spread by Masonry's
//  distribution, and two page dots under them; the markers are given by the
//  screen that shows the bar.

#import "SegmentedBar.h"
#import <Masonry/Masonry.h>

@interface SegmentedBar ()
@property (nonatomic, strong) UIButton *dayButton;
@property (nonatomic, strong) UIButton *weekButton;
@property (nonatomic, strong) UIButton *monthButton;
@property (nonatomic, strong) NSArray<UIButton *> *segments;
@property (nonatomic, copy) NSArray<UIView *> *markers;
@end

@implementation SegmentedBar

- (instancetype)initWithFrame:(CGRect)frame {
    self = [super initWithFrame:frame];
    if (self) {
        _dayButton = [UIButton buttonWithType:UIButtonTypeSystem];
        _weekButton = [UIButton buttonWithType:UIButtonTypeSystem];
        _monthButton = [UIButton buttonWithType:UIButtonTypeSystem];
        [self addSubview:_dayButton];
        [self addSubview:_weekButton];
        [self addSubview:_monthButton];
        self.segments = @[_dayButton, _weekButton, _monthButton];

        UIView *firstDot = [UIView new];
        UIView *secondDot = [UIView new];
        [self addSubview:firstDot];
        [self addSubview:secondDot];
        NSArray *dots = @[firstDot, secondDot];

        [self.segments mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(8);
            make.height.equalTo(@32);
        }];
        [self.segments mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:16 tailSpacing:16];
        [dots mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self.dayButton.mas_bottom).offset(6);
            make.height.equalTo(@6);
            make.bottom.equalTo(self).offset(-6);
        }];
        [dots mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedItemLength:6 leadSpacing:170 tailSpacing:170];
        [self.markers mas_makeConstraints:^(MASConstraintMaker *make) {
            make.height.equalTo(@2);
        }];
    }
    return self;
}

@end
