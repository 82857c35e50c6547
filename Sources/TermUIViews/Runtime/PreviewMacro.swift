internal import SwiftShims
import Foundation

/// Creates a preview of a view, as SwiftUI's `#Preview`: at file scope, `#Preview { ContentView() }` or
/// `#Preview("Empty list") { … }`. The body may begin with `@Previewable @State var …` declarations, which
/// become state of the preview's view.
///
/// TermUI has no canvas: the macro registers the preview (its name, file and line, and how to make the view)
/// and `PreviewRegistry.previews()` lists every preview in the program, for a test or the preview browser
/// (`PreviewBrowser`: any TermUI app run with `--previews`) to draw. The
/// macro is TermUI's own compiler plugin (the `TermUIMacros` target), which needs no package dependency. The
/// body is a `ViewBuilder` closure (SwiftUI's newest SDKs call the builder `ContentBuilder`); a preview with no
/// name is known by its file and line.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TermUIMacros", type: "PreviewMacro")

/// Creates a preview of a view with traits, as SwiftUI's `#Preview(_:traits:_:body:)`:
/// `#Preview("Row", traits: .sizeThatFitsLayout) { TripRow(trip: .sample) }`. The traits are kept with the
/// preview (`Preview.traits`, `Preview.layout`): the preview browser (`--previews`) sizes the preview by
/// them and shapes its device by the orientation.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TermUIMacros", type: "PreviewMacro")

/// Marks a declaration at the top level of a `#Preview` body as the preview's own, as SwiftUI's:
/// `@Previewable @State var isOn = false`. The `#Preview` expansion makes it a property of the view it
/// previews, so `$isOn` is a binding that redraws the preview. Anywhere else it does nothing.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TermUIMacros", type: "PreviewableMacro")

/// A preview, as `#Preview` declares it: SwiftUI's `Preview` type, with what TermUI needs to list and show it.
public struct Preview: Identifiable {
    /// The kind of values a preview's traits apply to, as SwiftUI's.
    public enum ViewTraits {}

    /// The name given to `#Preview`, if any.
    public let name: String?
    /// The traits given to `#Preview`.
    public let traits: [PreviewTrait<ViewTraits>]
    /// The file that declares the preview, `Module/File.swift`.
    public let fileID: String
    /// The line of the `#Preview` in its file.
    public let line: Int
    /// The column of the `#Preview`'s `#` on its line.
    public let column: Int
    private let body: @MainActor () -> any View

    /// A preview of the view the body makes. `#Preview` expands to a call of this initialiser, with its place in
    /// the file.
    public init(
        _ name: String? = nil,
        traits: PreviewTrait<ViewTraits>...,
        fileID: String = #fileID,
        line: Int = #line,
        column: Int = #column,
        body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.traits = traits
        self.fileID = fileID
        self.line = line
        self.column = column
        self.body = body
    }

    /// What tells the preview from the program's others: its place, and its name (a provider's place is its
    /// module's).
    public var id: String {
        "\(fileID):\(line):\(column):\(name ?? "")"
    }

    /// The name to list the preview by: its own, else its file and line (`Wishlist/TripRow.swift:42`).
    public var displayName: String {
        name ?? "\(fileID):\(line)"
    }

    /// How the traits size the preview: the last layout trait, else the whole screen (`.device`).
    public var layout: PreviewLayout {
        traits.reduce(PreviewLayout.device) { layout, trait in trait.layout ?? layout }
    }

    /// The previewed view, made anew.
    @MainActor public func makeView() -> AnyView {
        AnyView(body())
    }
}

/// A trait of a preview, as SwiftUI's `PreviewTrait`: its layout, or an orientation, which the preview browser
/// (`--previews`) takes as the shape of the device: portrait taller than wide, landscape wider than tall.
public struct PreviewTrait<T>: Sendable {
    enum Value: Hashable, Sendable {
        case layout(PreviewLayout)
        case orientation(PreviewOrientation)
    }

    let value: Value

    init(_ value: Value) { self.value = value }

    var layout: PreviewLayout? {
        if case .layout(let layout) = value { return layout }
        return nil
    }

    var orientation: PreviewOrientation? {
        if case .orientation(let orientation) = value { return orientation }
        return nil
    }
}

/// The shape an orientation trait gives a preview's device in a terminal, which cannot turn: SwiftUI's
/// upside-down and left or right are the same shape here.
enum PreviewOrientation: Hashable, Sendable {
    /// Taller than wide.
    case portrait
    /// Wider than tall.
    case landscape
}

extension PreviewTrait where T == Preview.ViewTraits {
    /// The preview fills the screen it is shown on.
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(.layout(.device)) }
    /// The preview is given the size it asks for.
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(.layout(.sizeThatFits)) }
    /// The preview is given a fixed size, in cells.
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(.layout(.fixed(width: width, height: height)))
    }
    /// The device taller than wide (as the cells look, twice as tall as wide): the preview browser turns a
    /// wide device, 80x24 becoming 48x40.
    public static var portrait: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// As `portrait`: a terminal cannot turn upside down.
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(.orientation(.portrait)) }
    /// The device wider than tall: the preview browser turns a tall device.
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(.orientation(.landscape)) }
    /// As `landscapeLeft`: a terminal has no left or right.
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(.orientation(.landscape)) }
}

/// The previews the program declares with `#Preview`, found in its loaded images.
public enum PreviewRegistry {
    /// Every `#Preview` of the program and of the libraries it has loaded, and every `PreviewProvider`, ordered
    /// by file and line (a provider's file is its module, `Preview.fileID`).
    ///
    /// Each `#Preview` leaves a record in its binary's test content section (`swift5_tests`, which Swift Testing
    /// shares with other tools by a kind of record each); the Swift runtime keeps the list of loaded images and
    /// their sections, and this reads TermUI's records from each. A `PreviewProvider` is found by its
    /// conformance, which the compiler records in the same images (`swift5_protocol_conformances`), as the
    /// runtime finds any conformance; a generic one is left out (it has no one type to preview). Nothing is
    /// registered at start-up.
    public static func previews() -> [Preview] {
        var previews: [Preview] = []
        let stride = MemoryLayout<__PreviewContentRecord>.stride
        LoadedMetadataSections.forEach { sections in
            // `swift5_tests` is in the runtime's list of sections from version 5 of its layout.
            guard sections.version >= 5 else { return }
            for address in LoadedMetadataSections.records(in: sections.swift5_tests, stride: stride) {
                let record = address.load(as: __PreviewContentRecord.self)
                if record.kind == Preview.recordKind, let preview = Preview.load(record) {
                    previews.append(preview)
                }
            }
        }
        previews += PreviewProviderConformances.all().map(Preview.init(provider:))
        return previews.sorted { ($0.fileID, $0.line, $0.column) < ($1.fileID, $1.line, $1.column) }
    }
}

// MARK: - What the macro's expansion uses

/// A record of the test content section, as Swift Testing lays it out (its `ABI/TestContent.md`): a kind, an
/// accessor that makes the record's value, and words TermUI leaves zero. Used by `#Preview`'s expansion.
public typealias __PreviewContentRecord = (
    kind: UInt32,
    reserved1: UInt32,
    accessor: @convention(c) (
        _ outValue: UnsafeMutableRawPointer, _ type: UnsafeRawPointer, _ hint: UnsafeRawPointer?, _ reserved: UInt
    ) -> Bool,
    context: UInt,
    reserved2: UInt
)

extension Preview {
    /// TermUI's kind of record, "TUIP" (the macro's `PreviewExpansion.recordKind`).
    static let recordKind: UInt32 = 0x5455_4950

    /// A record's preview: its accessor is asked for a `Preview`, and makes one only if that is the type it
    /// knows (a record of another copy of TermUI makes nothing).
    static func load(_ record: __PreviewContentRecord) -> Preview? {
        withUnsafeTemporaryAllocation(of: Preview.self, capacity: 1) { buffer -> Preview? in
            guard let address = buffer.baseAddress else { return nil }
            let made = withUnsafePointer(to: Preview.self) { type in
                record.accessor(UnsafeMutableRawPointer(address), UnsafeRawPointer(type), nil, 0)
            }
            return made ? address.move() : nil
        }
    }

    /// Used by `#Preview`'s expansion: writes the preview at `outValue` if `type` points to `Preview.self`.
    public static func __make(
        at outValue: UnsafeMutableRawPointer, ifTypeIs type: UnsafeRawPointer, _ make: () -> Preview
    ) -> Bool {
        guard type.load(as: Any.Type.self) == Preview.self else { return false }
        outValue.initializeMemory(as: Preview.self, to: make())
        return true
    }

    /// Used by `#Preview`'s expansion: the body as a view.
    @MainActor public static func __content(@ViewBuilder _ body: () -> any View) -> AnyView {
        AnyView(body())
    }
}
