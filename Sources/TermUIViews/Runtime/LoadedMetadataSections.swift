internal import SwiftShims

/// The Swift metadata sections of every image the process has loaded (the program and its shared libraries), as
/// the runtime lists them: where `#Preview`'s records (`swift5_tests`) and the protocol conformances
/// (`swift5_protocol_conformances`) that `PreviewRegistry` reads are found.
enum LoadedMetadataSections {
    /// Calls `body` with the sections of each loaded image, in the order the runtime registered them.
    static func forEach(_ body: (MetadataSections) -> Void) {
        withoutActuallyEscaping(body) { body in
            var visit = body
            withUnsafeMutablePointer(to: &visit) { pointer in
                swift_enumerateAllMetadataSections({ sections, context in
                    context.assumingMemoryBound(to: ((MetadataSections) -> Void).self).pointee(sections.pointee)
                    return true
                }, UnsafeMutableRawPointer(pointer))
            }
        }
    }

    /// The records of a section as the bytes of each, `stride` apart from its start; none for an empty one.
    static func records(in range: MetadataSectionRange, stride: Int) -> [UnsafeRawPointer] {
        guard let start = UnsafeRawPointer(bitPattern: range.start), stride > 0 else { return [] }
        return Swift.stride(from: 0, through: Int(range.length) - stride, by: stride).map { start + $0 }
    }
}

/// The runtime's walk over the loaded images' metadata sections (exported by the Swift runtime on ELF
/// platforms, where Swift Testing finds its tests the same way). Its two pointer arguments and its result
/// are passed alike in Swift's and C's conventions.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafePointer<MetadataSections>, _ context: UnsafeMutableRawPointer) -> Bool,
    _ context: UnsafeMutableRawPointer
)
