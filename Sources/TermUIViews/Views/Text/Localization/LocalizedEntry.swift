/// A translation as a table holds it: a format, and for each `%#@name@` in it the plural forms that replace
/// it (from a `.stringsdict` rule or a String Catalog's plural variation or substitution).
struct LocalizedEntry: Hashable, Sendable {
    /// The format: the translation's text with its specifiers (`%@`, `%lld`, `%1$@`, `%#@name@`).
    var format: String
    /// The plural variables that `%#@name@` names in the format.
    var variables: [String: PluralVariable] = [:]

    /// The forms of one plural variable.
    struct PluralVariable: Hashable, Sendable {
        /// The argument (from 1) the variable is chosen by, when the table says so (a catalog's `argNum`);
        /// else the one the `%#@name@` takes in its place in the format.
        var argument: Int?
        /// The form of each category the table gives (`other` should be among them).
        var forms: [PluralCategory: String]
        /// Whether a form for `zero` is used for the number 0 in every language, as a `.stringsdict`'s is
        /// (a catalog's `zero` is CLDR's category only).
        var zeroIsLiteral = false

        /// The form for a number in a language: its category's, else `zero` for 0 where that is literal, else
        /// `other`; nil when the table gives neither.
        func form(for number: PluralOperands, language: String) -> String? {
            if zeroIsLiteral, number.isInteger, number.integer == 0, let zero = forms[.zero] { return zero }
            return forms[PluralCategory.category(of: number, language: language)] ?? forms[.other]
        }
    }
}
