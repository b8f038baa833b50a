#import <Masonry/Masonry.h>
#import "UIStackView+Kit.h"

// A toolbar: one button per item the caller gives (a loop whose count is its
// array's), spread along the bar; a marker under the selected one, moved by
// the buttons' action and by the selection's setter; two counters stacked by
// a category of another file; and a method the app calls to pin an accessory.
@interface ToolbarView : UIView
@property (nonatomic, strong) UIView *marker;
@property (nonatomic, strong) UILabel *leftCount;
@property (nonatomic, strong) UILabel *rightCount;
@property (nonatomic, strong) NSMutableArray *buttons;
@end

@implementation ToolbarView

- (instancetype)initWithItems:(NSArray *)items {
    self = [super initWithFrame:CGRectZero];
    if (self) {
        NSMutableArray *buttons = [NSMutableArray array];
        for (NSInteger i = 0; i < items.count; i++) {
            UIButton *button = [UIButton buttonWithType:UIButtonTypeSystem];
            [button addTarget:self action:@selector(tap:) forControlEvents:UIControlEventTouchUpInside];
            [self addSubview:button];
            [buttons addObject:button];
        }
        self.buttons = buttons;
        [buttons mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(6);
            make.height.mas_equalTo(32);
        }];
        [buttons mas_distributeViewsAlongAxis:MASAxisTypeHorizontal withFixedSpacing:8 leadSpacing:12 tailSpacing:12];

        _marker = [UIView new];
        [self addSubview:_marker];
        [_marker mas_makeConstraints:^(MASConstraintMaker *make) {
            make.top.equalTo(self).offset(40);
            make.left.equalTo(self).offset(12);
            make.size.mas_equalTo(CGSizeMake(24, 2));
            make.bottom.equalTo(self);
        }];

        _leftCount = [UILabel new];
        _rightCount = [UILabel new];
        UIStackView *counters = [UIStackView kit_stackWithArrangedSubviews:@[_leftCount, _rightCount]];
        counters.spacing = 6;
        [self addSubview:counters];
        [counters mas_makeConstraints:^(MASConstraintMaker *make) {
            make.right.equalTo(self).offset(-12);
            make.top.equalTo(self).offset(10);
        }];
    }
    return self;
}

- (void)tap:(UIButton *)sender {
    [self.marker mas_remakeConstraints:^(MASConstraintMaker *make) {
        make.centerX.equalTo(sender);
        make.top.equalTo(self).offset(40);
        make.size.mas_equalTo(CGSizeMake(24, 2));
    }];
}

- (void)setSelectedIndex:(NSInteger)index {
    [self.marker mas_updateConstraints:^(MASConstraintMaker *make) {
        make.left.equalTo(self).offset(12 + index * 40);
    }];
}

- (void)pinAccessory:(UIView *)view {
    [self addSubview:view];
    [view mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.bottom.equalTo(self);
    }];
}

@end
