/// Which library's rules a `.layout` file follows where Masonry and SnapKit
/// differ (docs/language.md, "Dialects"): Masonry's by default, SnapKit's
/// after `layout NAME dialect snapkit` or a `dialect snapkit` statement.
///
/// The dialect decides how a line is read, never what is stored: constraints
/// are kept resolved (`root.left + 10`), so an exported file needs none.
public enum Dialect: String, CaseIterable, Hashable, Sendable {
    /// Masonry's rules: `inset` leaves sizes and centres at 0, a number
    /// against `centerX` is measured from the superview's centre, and an
    /// `update` with no similar constraint adds it (with a warning).
    case masonry
    /// SnapKit's rules: `inset` shrinks sizes and shifts centres, a value
    /// against `centerX`/`centerY` is measured from the superview's left/top,
    /// directional insets fall back on left/right (left to right), and an
    /// `update` never adds (no similar constraint is an error).
    case snapkit
}
