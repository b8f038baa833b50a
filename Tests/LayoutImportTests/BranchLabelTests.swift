import LayoutImport
import Testing

/// The labels of branches the importer cannot choose between (docs/import.md,
/// "Warnings and placeholders"): a branch after `else if` names the chain
/// before it, joined by ` / `, and an `else` names the whole chain it is the
/// negation of. Each draft written by hand from its source.
@Suite struct BranchLabelTests {
    @Test func anElseAfterElseIfNamesTheWholeChainInObjectiveC() throws {
        // Lines: the block at 5, its lines at 7, 9, 11 (the if chain), 15, 17, 19 (#if, #elif, #else).
        let source = """
            @implementation Banner
            - (void)setUp {
                UIView *a = [UIView new];
                [self addSubview:a];
                [a mas_makeConstraints:^(MASConstraintMaker *make) {
                    if (self.isCompact) {
                        make.height.equalTo(@40);
                    } else if (self.isRegular) {
                        make.height.equalTo(@60);
                    } else {
                        make.height.equalTo(@80);
                    }
            #if TARGET_OS_MACCATALYST
                    make.width.equalTo(@300);
            #elif TARGET_OS_TV
                    make.width.equalTo(@600);
            #else
                    make.width.equalTo(@200);
            #endif
                }];
            }
            @end
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Banner.m", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Banner dialect masonry

            view a  # Banner.m:4

            make a {  # Banner.m:5
              "TODO: if self.isCompact" height.equalTo(40)  # Banner.m:7: TODO: under 'if self.isCompact'
              "TODO: else if self.isRegular (after if self.isCompact)" height.equalTo(60)  # Banner.m:9: TODO: under 'else if self.isRegular (after if self.isCompact)'
              "TODO: else of if self.isCompact / else if self.isRegular" height.equalTo(80)  # Banner.m:11: TODO: under 'else of if self.isCompact / else if self.isRegular'
              "TODO: #if TARGET_OS_MACCATALYST" width.equalTo(300)  # Banner.m:14: TODO: under '#if TARGET_OS_MACCATALYST'
              "TODO: #elif TARGET_OS_TV (after #if TARGET_OS_MACCATALYST)" width.equalTo(600)  # Banner.m:16: TODO: under '#elif TARGET_OS_TV (after #if TARGET_OS_MACCATALYST)'
              "TODO: #else of #if TARGET_OS_MACCATALYST / #elif TARGET_OS_TV" width.equalTo(200)  # Banner.m:18: TODO: under '#else of #if TARGET_OS_MACCATALYST / #elif TARGET_OS_TV'
            }

            """)
        #expect(result.warnings.map(\.description) == [
            "Banner.m:7:13: warning: this constraint is made under 'if self.isCompact', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "Banner.m:9:13: warning: this constraint is made under 'else if self.isRegular (after if self.isCompact)', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "Banner.m:11:13: warning: this constraint is made under 'else of if self.isCompact / else if self.isRegular', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "Banner.m:14:9: warning: this constraint is made under '#if TARGET_OS_MACCATALYST', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "Banner.m:16:9: warning: this constraint is made under '#elif TARGET_OS_TV (after #if TARGET_OS_MACCATALYST)', which the source alone cannot tell; the draft holds a TODO placeholder before it",
            "Banner.m:18:9: warning: this constraint is made under '#else of #if TARGET_OS_MACCATALYST / #elif TARGET_OS_TV', which the source alone cannot tell; the draft holds a TODO placeholder before it",
        ])
    }

    @Test func anElseAfterElseIfNamesTheWholeChainInSwift() throws {
        // Lines: the block at 9, its lines at 11, 13, 15, 17 (a chain of three and its else)
        // and 20, 22, 24 (#if, #elseif, #else).
        let source = """
            import SnapKit
            import UIKit

            final class Banner: UIView {
                let a = UIView()

                func setUp() {
                    addSubview(a)
                    a.snp.makeConstraints { make in
                        if isCompact {
                            make.height.equalTo(40)
                        } else if isRegular {
                            make.height.equalTo(60)
                        } else if isLarge {
                            make.height.equalTo(70)
                        } else {
                            make.height.equalTo(80)
                        }
                        #if targetEnvironment(macCatalyst)
                        make.width.equalTo(300)
                        #elseif os(tvOS)
                        make.width.equalTo(600)
                        #else
                        make.width.equalTo(200)
                        #endif
                    }
                }
            }
            """
        let result = try LayoutImporter.draft(of: [ImportSource(name: "Banner.swift", text: source)])
        #expect(result.draft == """
            # A draft read from the sources by layoutdb import: review it, fill in every TODO, then apply it.
            layout Banner dialect snapkit

            view a  # Banner.swift:8

            make a {  # Banner.swift:9
              "TODO: if isCompact" height.equalTo(40)  # Banner.swift:11: TODO: under 'if isCompact'
              "TODO: else if isRegular (after if isCompact)" height.equalTo(60)  # Banner.swift:13: TODO: under 'else if isRegular (after if isCompact)'
              "TODO: else if isLarge (after if isCompact / else if isRegular)" height.equalTo(70)  # Banner.swift:15: TODO: under 'else if isLarge (after if isCompact / else if isRegular)'
              "TODO: else of if isCompact / else if isRegular / else if isLarge" height.equalTo(80)  # Banner.swift:17: TODO: under 'else of if isCompact / else if isRegular / else if isLarge'
              "TODO: #if targetEnvironment(macCatalyst)" width.equalTo(300)  # Banner.swift:20: TODO: under '#if targetEnvironment(macCatalyst)'
              "TODO: #elseif os(tvOS) (after #if targetEnvironment(macCatalyst))" width.equalTo(600)  # Banner.swift:22: TODO: under '#elseif os(tvOS) (after #if targetEnvironment(macCatalyst))'
              "TODO: #else of #if targetEnvironment(macCatalyst) / #elseif os(tvOS)" width.equalTo(200)  # Banner.swift:24: TODO: under '#else of #if targetEnvironment(macCatalyst) / #elseif os(tvOS)'
            }

            """)
        #expect(result.warnings.count == 7)
    }
}
