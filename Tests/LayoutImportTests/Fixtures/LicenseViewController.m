//
//  LicenseViewController.m
//  A fixture written for layoutdb's importer tests: one class implemented
//  twice, once per build configuration (`#ifdef` … `#else` … `#endif`), each
//  making its views in locals of the same names.
//

#import "LicenseViewController.h"
#import <Masonry/Masonry.h>

#ifdef STORE_BUILD

@interface LicenseViewController ()
@end

@implementation LicenseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIImageView *logoView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"logo"]];
    [self.view addSubview:logoView];
    UILabel *noticeLabel = [UILabel new];
    noticeLabel.numberOfLines = 0;
    [self.view addSubview:noticeLabel];
    [logoView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view).offset(40);
        make.centerX.equalTo(self.view);
    }];
    [noticeLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(logoView.mas_bottom).offset(12);
        make.left.right.equalTo(self.view).inset(20);
    }];
}

@end

#else

@interface LicenseViewController ()
@end

@implementation LicenseViewController

- (void)viewDidLoad {
    [super viewDidLoad];
    UIImageView *logoView = [[UIImageView alloc] initWithImage:[UIImage imageNamed:@"logo_beta"]];
    [self.view addSubview:logoView];
    UILabel *buildLabel = [UILabel new];
    [self.view addSubview:buildLabel];
    UILabel *noticeLabel = [UILabel new];
    noticeLabel.numberOfLines = 0;
    [self.view addSubview:noticeLabel];
    [logoView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(self.view).offset(24);
        make.centerX.equalTo(self.view);
    }];
    [buildLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(logoView.mas_bottom).offset(8);
        make.centerX.equalTo(logoView);
    }];
    [noticeLabel mas_makeConstraints:^(MASConstraintMaker *make) {
        make.top.equalTo(buildLabel.mas_bottom).offset(12);
        make.left.right.equalTo(self.view).inset(20);
    }];
}

- (void)showCredits {
    UIView *logoView = [UIView new];
    [self.view addSubview:logoView];
    [logoView mas_makeConstraints:^(MASConstraintMaker *make) {
        make.edges.equalTo(self.view);
    }];
}

@end

#endif
