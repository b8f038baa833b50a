/// How layoutdb counts the characters of a name, or of any text it lines up
/// or shortens: in grapheme clusters (Swift's `Character`), what a reader
/// sees as one character. `é` written as `e` and a combining acute accent
/// (U+0065 U+0301) is one character, as is the precomposed `é` (U+00E9), a
/// flag (two regional indicators) or a family emoji (several code points
/// joined); counted in code points or UTF-16 units they would be two or more.
///
/// Used wherever a name's length matters (`architecture.md`, "One home for
/// each rule"): the estimated width of a view's label in a picture and where
/// a long name is shortened (the `maximumCharacters` limit of
/// LayoutRender's `ViewLabel`), and the column widths of the command line's
/// aligned text output. The pages' script counts the same way (grapheme
/// segmentation, `Intl.Segmenter`). No name has a length limit in the store
/// or the language. Byte counts (UTF-8) remain where bytes are meant: buffer
/// sizes, never a width.
public enum CharacterCount {
    /// The number of characters (grapheme clusters) of `text`.
    public static func of(_ text: String) -> Int { text.count }

    /// The first `count` characters (grapheme clusters) of `text`, all of it
    /// when it has no more; never a part of a character.
    public static func prefix(_ text: String, _ count: Int) -> String { String(text.prefix(max(count, 0))) }
}
