import Foundation

/// A type that makes previews of views for Xcode's canvas, as SwiftUI's. TermUI has no canvas: a view file
/// with its `PreviewProvider` ports unchanged, `PreviewRegistry.previews()` lists each conforming type (found in
/// the program's conformance records, with nothing registered by hand) beside the `#Preview`s, and the preview
/// browser (`--previews`) shows its `previews` as one preview named after the type.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of the previews.
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder static var previews: Previews { get }
}

/// How a preview is sized, as SwiftUI's. As a `#Preview` trait it sizes the preview in the preview browser
/// (`--previews`); `.previewLayout(_:)` on a view changes nothing.
public enum PreviewLayout: Hashable, Sendable {
    /// The size of the device previewed.
    case device
    /// The size the view wants.
    case sizeThatFits
    /// A fixed size.
    case fixed(width: CGFloat, height: CGFloat)
}

/// The device a preview shows, as SwiftUI's; no canvas shows it in TermUI, so it changes nothing.
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    /// The device's name.
    public let rawValue: String
    /// A device by name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A device by name, `"iPhone 15"`.
    public init(stringLiteral value: String) { self.init(rawValue: value) }
}

extension View {
    /// Sizes the preview; a no-op in TermUI (no canvas).
    public func previewLayout(_ value: PreviewLayout) -> some View { self }

    /// Names the preview; a no-op in TermUI (no canvas).
    public func previewDisplayName(_ value: String?) -> some View { self }

    /// Picks the preview's device; a no-op in TermUI (no canvas).
    public func previewDevice(_ value: PreviewDevice?) -> some View { self }
}
