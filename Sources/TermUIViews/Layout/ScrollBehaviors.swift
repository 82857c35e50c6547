import TermUIBase

/// Whether scroll indicators show, as SwiftUI's `ScrollIndicatorVisibility`.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let isHidden: Bool
    /// The scroll view's choice: shown.
    public static let automatic = ScrollIndicatorVisibility(isHidden: false)
    /// Shown.
    public static let visible = ScrollIndicatorVisibility(isHidden: false)
    /// Hidden.
    public static let hidden = ScrollIndicatorVisibility(isHidden: true)
    /// Never shown.
    public static let never = ScrollIndicatorVisibility(isHidden: true)
}

/// How a scroll view comes to rest, as SwiftUI's `ScrollTargetBehavior`. Terminal scrolling always rests on
/// whole cells, and PgUp and PgDn move by a page, so every behaviour scrolls alike.
public protocol ScrollTargetBehavior {}

/// Comes to rest a page at a time, as SwiftUI's `PagingScrollTargetBehavior`; in a terminal, as any behaviour.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

/// Comes to rest on a view's edge, as SwiftUI's `ViewAlignedScrollTargetBehavior`; in a terminal, as any
/// behaviour.
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The behaviour.
    public init() {}
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// A page at a time.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// On a view's edge.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}

/// Whether a scroll view bounces at its ends, as SwiftUI's `ScrollBounceBehavior`; terminal scrolling stops
/// at the ends without bouncing.
public struct ScrollBounceBehavior: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollBounceBehavior(name: "automatic")
    /// Always.
    public static let always = ScrollBounceBehavior(name: "always")
    /// Only when the content is larger than the view.
    public static let basedOnSize = ScrollBounceBehavior(name: "basedOnSize")
}

/// How scrolling dismisses the on-screen keyboard, as SwiftUI's `ScrollDismissesKeyboardMode`; a terminal
/// has no on-screen keyboard.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String
    /// The platform's choice.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// As scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// As the user drags.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Which part of a scroll view content margins apply to, as SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    let name: String
    /// The scroll view's choice: the content.
    public static let automatic = ContentMarginPlacement(name: "automatic")
    /// The scrolled content.
    public static let scrollContent = ContentMarginPlacement(name: "scrollContent")
    /// The scroll indicators, which are a column of the scroll view's own in a terminal.
    public static let scrollIndicators = ContentMarginPlacement(name: "scrollIndicators")
}

private struct ScrollIndicatorsHiddenKey: EnvironmentKey {
    static let defaultValue = false
}

private struct ScrollEnabledKey: EnvironmentKey {
    static let defaultValue = true
}

extension EnvironmentValues {
    /// Whether the scroll views here scroll, as in SwiftUI: false inside `.scrollDisabled(true)`.
    public var isScrollEnabled: Bool {
        get { self[ScrollEnabledKey.self] }
        set { self[ScrollEnabledKey.self] = newValue }
    }

    /// Whether the scroll views here hide their indicator.
    var scrollIndicatorsHidden: Bool {
        get { self[ScrollIndicatorsHiddenKey.self] }
        set { self[ScrollIndicatorsHiddenKey.self] = newValue }
    }
}

extension View {
    /// Keeps the scroll views inside from scrolling, as in SwiftUI: the mouse wheel and keys no longer move
    /// them, and focus moving out of view does not scroll them either (what does not fit stays cut off).
    public func scrollDisabled(_ disabled: Bool) -> some View {
        environment(\.isScrollEnabled, !disabled)
    }

    /// Shows or hides the scroll indicators of the scroll views inside, as in SwiftUI: `.hidden` and `.never`
    /// leave out the column of the indicator (the content takes it). A terminal scroll view has one
    /// indicator, on the axis it scrolls, so `axes` only says whether that one is meant.
    public func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View {
        transformEnvironment(\.scrollIndicatorsHidden) { hidden in
            if !axes.isEmpty { hidden = visibility.isHidden }
        }
    }

    /// How scroll views inside come to rest, as in SwiftUI; terminal scrolling rests on whole cells and pages
    /// with PgUp and PgDn whatever the behaviour, so this changes nothing.
    public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View { self }

    /// Marks the layout whose views are the scroll targets, as in SwiftUI: the ids of its `ForEach`'s views
    /// are those `.scrollPosition(id:anchor:)` reports. Scrolling rests on whole cells whatever it marks (see
    /// `scrollTargetBehavior(_:)`).
    public func scrollTargetLayout(isEnabled: Bool = true) -> some View {
        environment(\.isScrollTargetLayout, isEnabled)
    }

    /// Lets the content of the scroll views inside draw beyond their frames, as in SwiftUI. Drawn outside,
    /// it would cover the cells of the views around (a cell shows one thing), so scroll views still clip.
    public func scrollClipDisabled(_ disabled: Bool = true) -> some View { self }

    /// Whether the scroll views inside bounce at their ends, as in SwiftUI; terminal scrolling stops at the
    /// ends without bouncing, so this changes nothing.
    public func scrollBounceBehavior(_ behavior: ScrollBounceBehavior, axes: Axis.Set = [.vertical]) -> some View { self }

    /// How scrolling dismisses the keyboard, as in SwiftUI; a terminal has no on-screen keyboard, so this
    /// changes nothing.
    public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}

private struct DefaultScrollAnchorKey: EnvironmentKey {
    static var defaultValue: UnitPoint? { nil }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// Where the scroll views here start, as `.defaultScrollAnchor(_:)` sets it.
    var defaultScrollAnchor: UnitPoint? {
        get { self[DefaultScrollAnchorKey.self] }
        set { self[DefaultScrollAnchorKey.self] = newValue }
    }

    /// The room the scroll views here keep around their content, as `.contentMargins` sets it.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Where the scroll views inside start, as in SwiftUI: `.bottom` shows the end of the content first (a
    /// chat's last message), `.center` its middle. A scroll view with a focused view inside keeps that view in
    /// view instead; and unlike SwiftUI's, the anchor is not kept as the content grows.
    public func defaultScrollAnchor(_ anchor: UnitPoint?) -> some View {
        environment(\.defaultScrollAnchor, anchor)
    }

    /// Room around the content of the scroll views inside, as in SwiftUI: it scrolls with the content, so the
    /// first and last rows are set apart from the edges. Margins for `.scrollIndicators` change nothing (the
    /// indicator is a column of its own).
    public func contentMargins(_ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic) -> some View {
        let cells = length ?? 1
        return contentMargins(edges, EdgeInsets(top: cells, leading: cells, bottom: cells, trailing: cells), for: placement)
    }


    /// Room around the content of the scroll views inside, as in SwiftUI (see `contentMargins(_:_:for:)`).
    public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic) -> some View {
        contentMargins(.all, length, for: placement)
    }

    /// Room around the content of the scroll views inside, edge by edge, as in SwiftUI (see
    /// `contentMargins(_:_:for:)`).
    public func contentMargins(_ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) -> some View {
        transformEnvironment(\.scrollContentMargins) { margins in
            guard placement != .scrollIndicators else { return }
            if edges.contains(.top) { margins.top = insets.top }
            if edges.contains(.leading) { margins.leading = insets.leading }
            if edges.contains(.bottom) { margins.bottom = insets.bottom }
            if edges.contains(.trailing) { margins.trailing = insets.trailing }
        }
    }
}
