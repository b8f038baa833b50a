//
//  PagerViewController.m
//  A fixture written for layoutdb's importer tests: views placed by the
//  frames they are made with or given (initWithFrame:, .frame =, setFrame:),
//  one of them later constrained by Masonry, one of a class the importer does
//  not know made in a statement expression, one with an autoresizing mask, one
//  given a frame it does not read, and a class method returning a constant.
//

#import "PagerViewController.h"
#import <Masonry/Masonry.h>

#define kPagerInset 16.0

@interface PagerViewController ()
@property (strong, nonatomic) UIButton *skipButton, *doneButton;
@property (strong, nonatomic) SwipeDeck *deck;
@property (strong, nonatomic) UIView *footerLine, *shadeView, *badgeView;
@end

@implementation PagerViewController

+ (CGFloat)buttonHeight {
    return 44;
}

- (void)viewDidLoad {
    [super viewDidLoad];
    CGFloat width = self.view.bounds.size.width - 2 * kPagerInset;
    _skipButton = [[UIButton alloc] initWithFrame:CGRectMake(kPagerInset, 600, 100, [self.class buttonHeight])];
    [self.view addSubview:_skipButton];
    _doneButton = [[UIButton alloc] initWithFrame:CGRectMake(0, 0, 100, 44)];
    [self.view addSubview:_doneButton];
    [_doneButton mas_makeConstraints:^(MASConstraintMaker *make) {
        make.right.offset(-kPagerInset);
        make.centerY.height.equalTo(_skipButton);
        make.width.equalTo(_skipButton);
    }];
    _deck = ({
        SwipeDeck *deck = [[SwipeDeck alloc] initWithFrame:CGRectMake(0, 80, 375, 400)];
        deck.clipsToBounds = YES;
        [self.view addSubview:deck];
        deck;
    });
    _footerLine = [UIView new];
    _footerLine.frame = CGRectMake(kPagerInset, 500, width, 0.5);
    [self.view addSubview:_footerLine];
    [_footerLine setFrame:CGRectMake(kPagerInset, 520, 200, 1)];
    _shadeView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 375, 80)];
    _shadeView.autoresizingMask = UIViewAutoresizingFlexibleWidth;
    [self.view addSubview:_shadeView];
    _badgeView = [[UIView alloc] initWithFrame:CGRectMake(0, 0, 24, 24)];
    [_deck addSubview:_badgeView];
    _badgeView.frame = CGRectInset(_deck.bounds, 8, 8);
}

@end
