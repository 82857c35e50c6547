import Foundation

extension Text {
    /// A case that text is shown in whatever case it was written in, as SwiftUI's `Text.Case`.
    public enum Case: Hashable, Sendable {
        /// Capital letters.
        case uppercase
        /// Small letters.
        case lowercase

        /// A string in a case (nil: as it is), by the rules of a locale (a Turkish `i` becomes `İ`).
        static func apply(_ textCase: Case?, to string: String, in locale: Locale) -> String {
            switch textCase {
            case .uppercase: string.uppercased(with: locale)
            case .lowercase: string.lowercased(with: locale)
            case nil: string
            }
        }
    }
}

private struct TextCaseKey: EnvironmentKey {
    static var defaultValue: Text.Case? { .none }
}

extension EnvironmentValues {
    /// The case the text inside is shown in, as set by `textCase(_:)`; nil for the case it was written in.
    public var textCase: Text.Case? {
        get { self[TextCaseKey.self] }
        set { self[TextCaseKey.self] = newValue }
    }
}

extension View {
    /// Shows the text inside in capitals or small letters, as in SwiftUI, by the rules of `\.locale`; nil
    /// shows it as written. Only what is shown changes: a text field edits what was typed.
    public func textCase(_ textCase: Text.Case?) -> some View {
        environment(\.textCase, textCase)
    }
}
