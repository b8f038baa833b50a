/// How every number of layoutdb is written as text: the one-line form of a
/// constraint, the `.layout` files `export` writes, JSON, frame tables, and
/// the solver's own descriptions and messages.
///
/// Two forms, one function:
///
/// - **exact** (`decimals: nil`): the shortest text that reads back as the
///   same `Double` — `44`, `0.5`, `-32`, `0.3333333333333333`, `1e-05`,
///   `1e+16`. What a layout file and a JSON value hold.
/// - **rounded** (`decimals: n`): rounded to `n` decimals (halves away from
///   zero), trailing zeros removed, never `-0` — `127.5`, `-3.333`, `0`. What
///   solved frames (3 decimals) and the solver's dumps (6) show.
///
/// The exact form is Swift's shortest description of the value, except that
/// a whole number drops its `.0` (`1000000000000000`, not
/// `1000000000000000.0`); the description has an exponent, with a sign and at
/// least two digits, above 2⁵³ and below 10⁻⁴ (`9.007199254740994e+15`,
/// `1e-05`). The rounded form is the exact form of the rounded value, except
/// that it has no exponent below 10⁻⁴ (`0.00001` with 6 decimals).
/// A value of 2⁵² or more is a whole number, written in its exact form by
/// both (`1e+308`, never `inf`). Infinities and NaN are written `inf`,
/// `-inf` and `nan` in both (a JSON writer tests ``Double/isFinite`` first,
/// and so do the frame tables).
///
/// Neither form writes `-0`: a negative zero, or a value that rounds to
/// zero, is `0`. This is the one rounding rule of printed numbers
/// (`architecture.md`, "One home for each rule"); ``rounded(_:decimals:)``
/// gives its rounded value to a writer that prints a `Double` itself.
///
/// No Foundation: the solver and the command line print numbers the same way.
public enum NumberText {
    /// `value` as text: exact when `decimals` is nil, else rounded to
    /// `decimals` places (0…15; a value outside is taken as its nearest).
    public static func format(_ value: Double, decimals: Int? = nil) -> String {
        guard value.isFinite else { return "\(value)" }
        // From 2⁵² on, every double is a whole number: rounding changes nothing,
        // and scaling it by 10ᵖˡᵃᶜᵉˢ could overflow (1e308 would print `inf`).
        guard let decimals, abs(value) < 0x1p52 else { return exact(value) }
        let places = min(max(decimals, 0), 15)
        let unit = powersOfTen[places]
        let scaled = (value * Double(unit)).rounded()
        // Below 10¹² units, in integer arithmetic: doubles lie there much closer
        // together than one unit (10⁻ᵖˡᵃᶜᵉˢ), so the shortest form of the rounded
        // value is its decimals, no more, no fewer.
        if abs(scaled) < 1e12 {
            let units = Int64(scaled)
            let whole = units / unit
            var fraction = abs(units % unit)
            var text = units < 0 && whole == 0 ? "-0" : String(whole)
            guard fraction != 0 else { return text }
            var width = places
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            let digits = String(fraction)
            text += "."
            if digits.utf8.count < width { text += String(repeating: "0", count: width - digits.utf8.count) }
            text += digits
            return text
        }
        var rounded = scaled / Double(unit)
        if rounded == 0 { rounded = 0 }  // no "-0"
        return exact(rounded)
    }

    /// `value` rounded to `decimals` places (0…15; a value outside is taken
    /// as its nearest) by the rule of the rounded form: halves away from zero
    /// (`2.5` → `3`, `-2.5` → `-3` with 0 decimals), `-0` taken to `0`. For a
    /// number a writer other than ``format(_:decimals:)`` prints, such as
    /// the values of a page's data, which its JSON encoder writes. Infinities,
    /// NaN and values of 2⁵² or more (whole numbers) are returned unchanged.
    public static func rounded(_ value: Double, decimals: Int) -> Double {
        guard value.isFinite, abs(value) < 0x1p52 else { return value }
        let unit = Double(powersOfTen[min(max(decimals, 0), 15)])
        let rounded = (value * unit).rounded() / unit
        return rounded == 0 ? 0 : rounded
    }

    /// The shortest text that reads back as `value` (finite); whole numbers
    /// up to 2⁵³ as integers.
    private static func exact(_ value: Double) -> String {
        // A whole double up to 2⁵³ fits an Int64, and its digits are Swift's
        // description without the ".0" (which uses an exponent above 2⁵³).
        if value == value.rounded(), abs(value) <= 0x1p53 { return String(Int64(value)) }
        return "\(value)"
    }

    /// 10⁰ … 10¹⁵.
    private static let powersOfTen: [Int64] = (0...15).map { place in (0..<place).reduce(Int64(1)) { p, _ in p * 10 } }
}
