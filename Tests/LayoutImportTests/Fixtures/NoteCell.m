#import <Masonry/Masonry.h>

// A note row whose text sits on its content view's layout margins, as
// UIKit's own cells place theirs.
@interface NoteCell : UITableViewCell
@property (nonatomic, strong) UILabel *noteLabel;
@end

@implementation NoteCell

- (instancetype)initWithStyle:(UITableViewCellStyle)style reuseIdentifier:(NSString *)reuseIdentifier {
    self = [super initWithStyle:style reuseIdentifier:reuseIdentifier];
    if (self) {
        _noteLabel = [UILabel new];
        _noteLabel.numberOfLines = 0;
        [self.contentView addSubview:_noteLabel];
        [_noteLabel mas_makeConstraints:^(MASConstraintMaker *make) {
            make.left.right.equalTo(self.contentView.mas_layoutMarginsGuide);
            make.top.equalTo(self.contentView.mas_topMargin);
            make.bottom.equalTo(self.contentView.mas_bottomMargin);
        }];
    }
    return self;
}

@end
