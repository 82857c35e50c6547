internal import SwiftShims

/// The types of the loaded images that conform to `PreviewProvider`, found as the Swift runtime finds any
/// conformance: through each image's list of protocol conformance descriptors (`swift5_protocol_conformances`),
/// so that an app registers nothing by hand.
///
/// The layouts read here are the Swift ABI's, stable on every platform with a stable ABI and unchanged on Linux
/// since Swift 5.0 (`swift/ABI/Metadata.h`): a section entry is a 32-bit offset to a conformance descriptor; a
/// descriptor begins with the offsets to the protocol's descriptor (indirect when odd), to the type (how, in
/// its flags) and to the witness table, then its flags; a context descriptor (module, protocol, type) begins
/// with its flags, the offset to its parent (indirect when odd) and the offset to its name, and a type's goes on
/// with the offset to its metadata access function. Every type found is checked with `as?` before it is used,
/// so a record misread could only leave a provider out.
enum PreviewProviderConformances {
    /// A type conforming to `PreviewProvider`, as found: where its descriptor is (a constant of its image, kept
    /// as a number so that a preview's main-actor body may take it along), its module and its name.
    struct Found: Sendable {
        let descriptorAddress: UInt
        let module: String
        let name: String

        /// The type, through its descriptor again.
        var type: (any PreviewProvider.Type)? {
            UnsafeRawPointer(bitPattern: descriptorAddress).flatMap { metadata(of: $0) } as? any PreviewProvider.Type
        }
    }

    /// Each type conforming to `PreviewProvider` in the loaded images, in the order of the images and of their
    /// conformances; generic types are left out.
    static func all() -> [Found] {
        var found: [Found] = []
        LoadedMetadataSections.forEach { sections in
            for entry in LoadedMetadataSections.records(in: sections.swift5_protocol_conformances, stride: 4) {
                guard let conformance = target(of: entry),
                      isPreviewProvider(conformance),
                      let descriptor = conformingTypeDescriptor(of: conformance),
                      metadata(of: descriptor) is any PreviewProvider.Type
                else { continue }
                found.append(Found(
                    descriptorAddress: UInt(bitPattern: descriptor), module: moduleName(of: descriptor) ?? "",
                    name: name(of: descriptor) ?? "PreviewProvider"))
            }
        }
        return found
    }

    /// What a 32-bit offset from its own address points to; nil for an offset of 0. `indirectable`: an odd
    /// offset points to a pointer to the target instead (a target in another image).
    private static func target(of address: UnsafeRawPointer, indirectable: Bool = false) -> UnsafeRawPointer? {
        let offset = Int(address.load(as: Int32.self))
        guard offset != 0 else { return nil }
        if indirectable, offset & 1 == 1 {
            return (address + (offset & ~1)).load(as: UnsafeRawPointer?.self)
        }
        return address + offset
    }

    /// A context descriptor's name, the offset at its third word.
    private static func name(of descriptor: UnsafeRawPointer) -> String? {
        target(of: descriptor + 8).map { String(cString: $0.assumingMemoryBound(to: CChar.self)) }
    }

    /// The kind of a context descriptor, the low five bits of its flags (0 a module).
    private static func kind(of descriptor: UnsafeRawPointer) -> UInt32 {
        descriptor.load(as: UInt32.self) & 0x1F
    }

    /// The module a context descriptor is in, through its parents (a type may be nested in others, or in an
    /// extension or a file's private context).
    private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
        var context = descriptor
        // A context has a handful of parents; the bound only keeps a misread chain from looping.
        for _ in 0..<64 {
            if kind(of: context) == 0 { return name(of: context) }
            guard let parent = target(of: context + 4, indirectable: true) else { return nil }
            context = parent
        }
        return nil
    }

    /// Whether a conformance is to TermUI's `PreviewProvider`: the protocol's name and its module's.
    private static func isPreviewProvider(_ conformance: UnsafeRawPointer) -> Bool {
        guard let protocolDescriptor = target(of: conformance, indirectable: true),
              kind(of: protocolDescriptor) == 3, name(of: protocolDescriptor) == "PreviewProvider",
              let module = target(of: protocolDescriptor + 4, indirectable: true)
        else { return false }
        return kind(of: module) == 0 && name(of: module) == "TermUIViews"
    }

    /// The descriptor of the type a conformance is of, when it is a Swift type's (not an Objective-C class's).
    private static func conformingTypeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
        let flags = (conformance + 12).load(as: UInt32.self)
        switch (flags >> 3) & 0x7 {
        case 0: return target(of: conformance + 4)
        case 1: return target(of: conformance + 4)?.load(as: UnsafeRawPointer?.self)
        default: return nil
        }
    }

    /// A metadata access function: Swift's calling convention (`thin`), taking the request (0, complete
    /// metadata) and giving the metadata with its state.
    private typealias MetadataAccessFunction = @convention(thin) (Int) -> (metadata: UnsafeRawPointer, state: Int)

    /// The type a type descriptor describes, through its metadata access function; nil for a generic type (its
    /// function wants the generic arguments) or one that is not a class, struct or enum.
    private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.load(as: UInt32.self)
        let isGeneric = flags & 0x80 != 0
        guard (16...18).contains(kind(of: descriptor)), !isGeneric,
              let accessFunction = target(of: descriptor + 12)
        else { return nil }
        // Safe: a non-generic type's access function has exactly this type (the runtime calls it so,
        // `swift::MetadataAccessFunction`), and what it returns is the type's metadata, which is what a
        // metatype value is.
        let access = unsafeBitCast(accessFunction, to: MetadataAccessFunction.self)
        return unsafeBitCast(access(0).metadata, to: Any.Type.self)
    }
}

extension Preview {
    /// The preview of a `PreviewProvider`: its `previews`, named after the type, in its module's place
    /// (`fileID` is the module's name and `line` 0: a conformance does not say its file).
    init(provider: PreviewProviderConformances.Found) {
        self.init(provider.name, fileID: provider.module, line: 0, column: 0) {
            guard let type = provider.type else { return EmptyView() }
            return Self.previews(of: type)
        }
    }

    @MainActor private static func previews<Provider: PreviewProvider>(of type: Provider.Type) -> any View {
        type.previews
    }
}
