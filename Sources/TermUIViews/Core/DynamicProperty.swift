@_spi(Reflection) import Swift

/// A stored property of a view that the renderer keeps up to date before each evaluation of `body`, as in
/// SwiftUI. `@State`, `@Environment` and the other property wrappers are dynamic properties; your own structs
/// that group them can conform too, and get `update()` called before `body`.
@MainActor @preconcurrency
public protocol DynamicProperty {
    /// Called before the view's body is evaluated.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}

/// A dynamic property whose storage lives in the view's node.
@MainActor
protocol NodeBackedProperty: DynamicProperty {
    /// Connects the property at `address` to its storage in `slot`, creating the storage on first use.
    static func install(at address: UnsafeMutableRawPointer, slot: inout AnyObject?, node: Node)
}

/// A view whose stored values' dynamic properties are its own: the root view of an app holds the app, whose
/// `@State` and other dynamic properties are installed in the root's node, as a view's are in its node.
protocol DynamicPropertyHolder {}

/// Where a view type keeps its dynamic properties, found once per type by reflection and then cached.
@MainActor
enum DynamicPropertyLayout {
    /// One dynamic property: its byte offset in the view and how to install it.
    struct Field {
        let offset: Int
        let install: @MainActor (UnsafeMutableRawPointer, inout AnyObject?, Node) -> Void
    }

    private static var cache: [ObjectIdentifier: [Field]] = [:]

    /// The dynamic properties of a view type, nested ones and those of stored modifiers included.
    /// `holdsValues` says that the type is a `DynamicPropertyHolder`: only the content of a graph's root is
    /// (`ViewGraph.valueHolderType`), so that no other type is asked, which would cost each new type a scan of
    /// every conformance record in the process; a type is always asked the same, so the cache holds.
    static func fields(of type: Any.Type, holdsValues: Bool) -> [Field] {
        let key = ObjectIdentifier(type)
        if let fields = cache[key] { return fields }
        var fields: [Field] = []
        collect(type, holdsValues: holdsValues, baseOffset: 0, into: &fields)
        cache[key] = fields
        return fields
    }

    private static func collect(_ type: Any.Type, holdsValues: Bool = false, baseOffset: Int, into fields: inout [Field]) {
        _ = _forEachField(of: type, options: []) { _, offset, fieldType, kind in
            // A closure, tuple, existential or metatype conforms to no protocol of ours: not asked, as each
            // first question about a type scans every conformance record in the process (a holder's values are
            // looked into whatever they are).
            guard holdsValues || canConform(kind) else { return true }
            let fieldOffset = baseOffset + offset
            // Most fields are plain values: one question (is it dynamic?) settles them.
            if let dynamic = fieldType as? any DynamicProperty.Type {
                if let backed = dynamic as? any NodeBackedProperty.Type {
                    fields.append(Field(offset: fieldOffset) { address, slot, node in
                        backed.install(at: address, slot: &slot, node: node)
                    })
                } else {
                    collect(fieldType, baseOffset: fieldOffset, into: &fields)
                    fields.append(Field(offset: fieldOffset) { address, _, _ in
                        callUpdate(dynamic, at: address)
                    })
                }
            } else if holdsValues || fieldType is any ViewModifier.Type {
                // A modifier's own properties belong to the view it modifies (`ModifiedContent`), and a held
                // value's to its holder.
                collect(fieldType, baseOffset: fieldOffset, into: &fields)
            }
            return true
        }
    }

    /// Whether a type of this kind can conform to a protocol: a nominal type (a struct, enum, class or
    /// optional) can; a function, tuple, existential or metatype cannot.
    private static func canConform(_ kind: _MetadataKind) -> Bool {
        switch kind {
        case .function, .tuple, .existential, .metatype, .existentialMetatype: false
        default: true
        }
    }

    private static func callUpdate<P: DynamicProperty>(_ type: P.Type, at address: UnsafeMutableRawPointer) {
        address.assumingMemoryBound(to: P.self).pointee.update()
    }
}
