#import <Masonry/Masonry.h>

// A cell whose badge and rule come from methods of the class, declared to
// return a UILabel and a UIView; the badge is held as a plain UIView.
@interface NoticeCell : UITableViewCell
@end

@implementation NoticeCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        UIView *badge = [self pillLabelWithText:@"NEW"];
        UIView *rule = [self separator];
        [self.contentView addSubview:badge];
        [self.contentView addSubview:rule];
        [badge mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.equalTo(self.contentView).offset(16);
            make.centerY.equalTo(self.contentView);
        }];
        [rule mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.bottom.equalTo(self.contentView);
            make.height.mas_equalTo(1);
        }];
    }
    return self;
}

- (nullable UILabel *)pillLabelWithText:(NSString *)text {
    UILabel *label = [[UILabel alloc] init];
    label.text = text;
    return label;
}

- (UIView *)separator {
    UIView *line = [UIView new];
    line.backgroundColor = [UIColor lightGrayColor];
    return line;
}

@end
