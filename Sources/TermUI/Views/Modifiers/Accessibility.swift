/// Traits that describe a view to assistive technology, as SwiftUI's `AccessibilityTraits`. A terminal app is
/// read by the screen reader of the terminal, from the characters on screen, so TermUI keeps them only so that
/// code which sets them compiles.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    /// The traits as bits.
    public let rawValue: Int
    /// Traits from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The view is a button.
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    /// The view is a heading.
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    /// The view is selected.
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    /// The view is a link.
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    /// The view is an image.
    public static let isImage = AccessibilityTraits(rawValue: 1 << 4)
    /// The view is text that does not change.
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 5)
    /// The view changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 6)
}

/// How an accessibility element relates to the views inside it, as SwiftUI's `AccessibilityChildBehavior`.
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let kind: Int
    /// The children are ignored.
    public static let ignore = AccessibilityChildBehavior(kind: 0)
    /// The children stay elements of their own.
    public static let contain = AccessibilityChildBehavior(kind: 1)
    /// The children's text is combined into one element.
    public static let combine = AccessibilityChildBehavior(kind: 2)
}

extension View {
    /// Describes the view to assistive technology, as in SwiftUI; a terminal's screen reader reads what is on
    /// screen, so the view is drawn as it is (TermUI keeps no accessibility tree).
    public func accessibilityLabel(_ label: Text) -> some View { self }

    /// Describes the view to assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { self }

    /// Describes the view to assistive technology (see `accessibilityLabel(_:)`).
    @_disfavoredOverload
    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { self }

    /// A hint of what the view does, for assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityHint(_ hint: Text) -> some View { self }

    /// A hint of what the view does, for assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { self }

    /// The view's value, for assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityValue(_ value: Text) -> some View { self }

    /// The view's value, for assistive technology (see `accessibilityLabel(_:)`).
    @_disfavoredOverload
    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { self }

    /// Hides the view from assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityHidden(_ hidden: Bool) -> some View { self }

    /// Adds traits for assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Removes traits for assistive technology (see `accessibilityLabel(_:)`).
    public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }

    /// Makes the view one accessibility element (see `accessibilityLabel(_:)`).
    public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View { self }

    /// An identifier for UI tests (see `accessibilityLabel(_:)`).
    public func accessibilityIdentifier(_ identifier: String) -> some View { self }
}
