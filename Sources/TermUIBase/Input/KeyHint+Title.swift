extension KeyHint {
    /// A control's title as the bar shows it: in lower case, as the bar writes its own labels ("+ new trip"),
    /// except when the first of `languages` capitalises its nouns (German, Luxembourgish), where lower case would
    /// misspell them ("+ Neue Reise", not "+ neue reise").
    package static func label(fromTitle title: String, languages: [String]) -> String {
        let language = languages.first?.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { $0.lowercased() }
        return language.map(Self.languagesCapitalisingNouns.contains) == true ? title : title.lowercased()
    }

    /// The primary language subtags of the languages whose nouns are written with a capital letter.
    private static let languagesCapitalisingNouns: Set<String> = ["de", "gsw", "lb"]
}
