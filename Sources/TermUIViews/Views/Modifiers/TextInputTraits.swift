/// What the return key of an on-screen keyboard says, as SwiftUI's `SubmitLabel`. A terminal's Enter is
/// always Enter; the label is accepted and changes nothing.
public struct SubmitLabel: Hashable, Sendable {
    let name: String
    /// `.done`, as SwiftUI names it.
    public static let done = SubmitLabel(name: "done")
    /// `.go`, as SwiftUI names it.
    public static let go = SubmitLabel(name: "go")
    /// `.send`, as SwiftUI names it.
    public static let send = SubmitLabel(name: "send")
    /// `.join`, as SwiftUI names it.
    public static let join = SubmitLabel(name: "join")
    /// `.route`, as SwiftUI names it.
    public static let route = SubmitLabel(name: "route")
    /// `.search`, as SwiftUI names it.
    public static let search = SubmitLabel(name: "search")
    /// `.return`, as SwiftUI names it.
    public static let `return` = SubmitLabel(name: "return")
    /// `.next`, as SwiftUI names it.
    public static let next = SubmitLabel(name: "next")
    /// `.continue`, as SwiftUI names it.
    public static let `continue` = SubmitLabel(name: "continue")
}

/// How an on-screen keyboard capitalises what is typed, as SwiftUI's. Typed keys in a terminal are taken as
/// they come; the setting is accepted and changes nothing.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String
    /// `.never`, as SwiftUI names it.
    public static let never = TextInputAutocapitalization(name: "never")
    /// `.words`, as SwiftUI names it.
    public static let words = TextInputAutocapitalization(name: "words")
    /// `.sentences`, as SwiftUI names it.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// `.characters`, as SwiftUI names it.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// Whether text can be selected to copy, as SwiftUI's `TextSelectability`. In a terminal every cell can be
/// selected by the terminal itself (Shift-drag where mouse mode is on).
public struct TextSelectability: Hashable, Sendable {
    let isEnabled: Bool
    /// Text that can be selected (the terminal selects any text, whatever this says).
    public static let enabled = TextSelectability(isEnabled: true)
    /// Text that cannot be selected (the terminal still selects it).
    public static let disabled = TextSelectability(isEnabled: false)
}

/// What a text field holds, for autofill, as SwiftUI's `UITextContentType`-backed `textContentType`; a
/// terminal has no autofill, so it is accepted and changes nothing.
public struct TextContentType: Hashable, Sendable {
    let name: String
    /// `.name`, as SwiftUI names it.
    public static let name = TextContentType(name: "name")
    /// `.emailAddress`, as SwiftUI names it.
    public static let emailAddress = TextContentType(name: "emailAddress")
    /// `.username`, as SwiftUI names it.
    public static let username = TextContentType(name: "username")
    /// `.password`, as SwiftUI names it.
    public static let password = TextContentType(name: "password")
    /// `.newPassword`, as SwiftUI names it.
    public static let newPassword = TextContentType(name: "newPassword")
    /// `.oneTimeCode`, as SwiftUI names it.
    public static let oneTimeCode = TextContentType(name: "oneTimeCode")
    /// `.telephoneNumber`, as SwiftUI names it.
    public static let telephoneNumber = TextContentType(name: "telephoneNumber")
    /// `.URL`, as SwiftUI names it.
    public static let URL = TextContentType(name: "URL")
    /// `.fullStreetAddress`, as SwiftUI names it.
    public static let fullStreetAddress = TextContentType(name: "fullStreetAddress")
    /// `.postalCode`, as SwiftUI names it.
    public static let postalCode = TextContentType(name: "postalCode")
}

extension View {
    /// What a text field holds, for autofill, as in SwiftUI; a terminal has no autofill, so this changes
    /// nothing.
    public func textContentType(_ type: TextContentType?) -> some View { self }

    /// The return key's label on an on-screen keyboard, as in SwiftUI; a terminal has none, so this changes
    /// nothing.
    public func submitLabel(_ label: SubmitLabel) -> some View { self }

    /// How typed text is capitalised on an on-screen keyboard, as in SwiftUI; terminal keys are taken as
    /// typed, so this changes nothing.
    public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View { self }

    /// Turns autocorrection off, as in SwiftUI; a terminal never corrects what is typed, so this changes
    /// nothing.
    public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

    /// Whether text can be selected, as in SwiftUI; the terminal selects any cell itself (Shift-drag where the
    /// mouse is on), so this changes nothing.
    public func textSelection(_ selectability: TextSelectability) -> some View { self }
}
