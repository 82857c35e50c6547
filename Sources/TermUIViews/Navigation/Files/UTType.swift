import Foundation

/// A type of file or data, as UniformTypeIdentifiers' `UTType` (which Linux does not have): an identifier
/// (`public.png`), the filename extensions that name it, and the types it conforms to (`public.png` is an
/// image, an image is data, data is an item).
///
/// Differences from Apple's: the system's type database is this table of common types; a type declared in code
/// (`UTType(exportedAs:)`, `UTType(importedAs:)`) is recognised by a filename extension equal to the last part
/// of its identifier (`com.example.trip` names `*.trip` files), since there is no Info.plist to declare one;
/// any other extension is a dynamic type that conforms to `.data`, as Apple's are.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, as `public.plain-text`.
    public let identifier: String
    /// The filename extensions of the type, the preferred one first.
    let filenameExtensions: [String]
    /// The identifiers of the types it conforms to directly.
    let parentIdentifiers: [String]

    init(identifier: String, filenameExtensions: [String] = [], parents: [String]) {
        self.identifier = identifier
        self.filenameExtensions = filenameExtensions
        self.parentIdentifiers = parents
    }

    /// The type with an identifier the table knows; nil for any other, as Apple's for an undeclared identifier.
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier.lowercased()] else { return nil }
        self = known
    }

    /// The type of files with a filename extension (without the dot, in any case): a known type, or a dynamic
    /// type conforming to `supertype` (`.data` by default), as Apple's; nil for an empty extension or one with a
    /// slash or a dot in it.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty, !lowered.contains("/"), !lowered.contains(".") else { return nil }
        if let known = UTType.byExtension[lowered], known.conforms(to: supertype) {
            self = known
        } else {
            self.init(identifier: "dyn.extension." + lowered, filenameExtensions: [lowered], parents: [supertype.identifier])
        }
    }

    /// A type the app declares and owns, as Apple's `init(exportedAs:conformingTo:)`; its files are those named
    /// with the last part of the identifier as their extension.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type another app declares, as Apple's `init(importedAs:conformingTo:)`; recognised as
    /// `init(exportedAs:conformingTo:)` says.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        if let known = UTType.known[identifier.lowercased()] {
            self = known
            return
        }
        let suffix = identifier.split(separator: ".").last.map { $0.lowercased() } ?? ""
        self.init(identifier: identifier, filenameExtensions: suffix.isEmpty ? [] : [suffix],
                  parents: [(parentType ?? .data).identifier])
    }

    /// The extension a file of this type is given, without the dot; nil for a type without one (`.folder`).
    public var preferredFilenameExtension: String? { filenameExtensions.first }

    /// The types this one conforms to, itself excluded, as Apple's.
    public var supertypes: Set<UTType> {
        var found = Set<UTType>()
        var waiting = parentIdentifiers
        while let next = waiting.popLast() {
            guard let type = UTType.known[next], found.insert(type).inserted else { continue }
            waiting.append(contentsOf: type.parentIdentifiers)
        }
        return found
    }

    /// Whether this type is `type` or conforms to it through its supertypes (a PNG is an image and data).
    public func conforms(to type: UTType) -> Bool {
        identifier == type.identifier || parentIdentifiers.contains(type.identifier)
            || supertypes.contains { $0.identifier == type.identifier }
    }

    /// Whether this type is `type` or one of its supertypes.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether `type` conforms to this type and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// Whether the type is declared by the table (or in code), not made up for an extension.
    public var isDeclared: Bool { !isDynamic }

    /// Whether the type was made up for an unknown filename extension.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// The identifier.
    public var description: String { identifier }

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
    /// Anything a file can be: the root of the files and folders.
    public static let item = UTType(identifier: "public.item", parents: [])
    /// Content a user sees: documents, images, text.
    public static let content = UTType(identifier: "public.content", parents: [])
    /// Bytes: every regular file.
    public static let data = UTType(identifier: "public.data", parents: ["public.item"])
    /// A directory.
    public static let directory = UTType(identifier: "public.directory", parents: ["public.item"])
    /// A folder: a directory a user sees as one.
    public static let folder = UTType(identifier: "public.folder", parents: ["public.directory"])
    /// Text of any encoding and markup.
    public static let text = UTType(identifier: "public.text", parents: ["public.data", "public.content"])
    /// Text without markup.
    public static let plainText = UTType(identifier: "public.plain-text", filenameExtensions: ["txt", "text"], parents: ["public.text"])
    /// Plain text in UTF-8.
    public static let utf8PlainText = UTType(identifier: "public.utf8-plain-text", parents: ["public.plain-text"])
    /// JSON.
    public static let json = UTType(identifier: "public.json", filenameExtensions: ["json"], parents: ["public.text"])
    /// Comma-separated values.
    public static let commaSeparatedText = UTType(identifier: "public.comma-separated-values-text", filenameExtensions: ["csv"], parents: ["public.text"])
    /// Tab-separated values in UTF-8.
    public static let utf8TabSeparatedText = UTType(identifier: "public.utf8-tab-separated-values-text", filenameExtensions: ["tsv"], parents: ["public.text"])
    /// HTML.
    public static let html = UTType(identifier: "public.html", filenameExtensions: ["html", "htm"], parents: ["public.text"])
    /// XML.
    public static let xml = UTType(identifier: "public.xml", filenameExtensions: ["xml"], parents: ["public.text"])
    /// An image of any format.
    public static let image = UTType(identifier: "public.image", parents: ["public.data", "public.content"])
    /// A PNG image.
    public static let png = UTType(identifier: "public.png", filenameExtensions: ["png"], parents: ["public.image"])
    /// A JPEG image.
    public static let jpeg = UTType(identifier: "public.jpeg", filenameExtensions: ["jpeg", "jpg"], parents: ["public.image"])
    /// A PDF document.
    public static let pdf = UTType(identifier: "com.adobe.pdf", filenameExtensions: ["pdf"], parents: ["public.data", "public.content"])

    /// The types the table knows, by identifier.
    static let known: [String: UTType] = Dictionary(
        uniqueKeysWithValues: [
            item, content, data, directory, folder, text, plainText, utf8PlainText, json, commaSeparatedText,
            utf8TabSeparatedText, html, xml, image, png, jpeg, pdf,
        ].map { ($0.identifier, $0) })

    /// The known types by filename extension.
    static let byExtension: [String: UTType] = {
        var table: [String: UTType] = [:]
        for type in known.values {
            for name in type.filenameExtensions where table[name] == nil { table[name] = type }
        }
        return table
    }()
}
