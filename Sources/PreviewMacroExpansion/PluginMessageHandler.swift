import Foundation

/// The compiler's side of a conversation with a macro plugin, one message at a time: each message from the
/// compiler is a JSON object whose one key names it (`getCapability`, `expandFreestandingMacro`,
/// `expandAttachedMacro`, `loadPluginLibrary`), and each gets one answer. The messages are swift-syntax's
/// `HostToPluginMessage` and `PluginToHostMessage` as Swift's `Codable` encodes them; this reads them with
/// `JSONSerialization`, so fields a newer compiler adds are ignored. Anything it cannot read or expand is
/// answered with an error diagnostic, never a crash: a plugin that dies fails the whole compilation.
public struct PluginMessageHandler {
    /// The newest protocol this plugin speaks (swift-syntax's `PROTOCOL_VERSION_NUMBER` when it was written).
    public static let protocolVersion = 7

    /// The protocol the compiler said it speaks, once it has.
    public private(set) var hostProtocolVersion: Int?

    public init() {}

    /// The answer to one message.
    public mutating func answer(_ message: Data) -> Data {
        let reply: [String: Any]
        if let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
           object.count == 1, let (kind, payload) = object.first {
            reply = answer(kind: kind, payload: payload as? [String: Any] ?? [:])
        } else {
            reply = expansionReply(source: nil, diagnostics: [diagnostic("TermUIMacros could not read the compiler's message")])
        }
        // Only strings, numbers, arrays and dictionaries go in, so serialising cannot fail; an empty answer would
        // still be better than a crash.
        return (try? JSONSerialization.data(withJSONObject: reply, options: [.sortedKeys])) ?? Data("{}".utf8)
    }

    private mutating func answer(kind: String, payload: [String: Any]) -> [String: Any] {
        switch kind {
        case "getCapability":
            let host = (payload["capability"] as? [String: Any])?["protocolVersion"] as? Int
            hostProtocolVersion = host
            let version = min(host ?? Self.protocolVersion, Self.protocolVersion)
            return ["getCapabilityResult": ["capability": ["protocolVersion": version]]]
        case "expandFreestandingMacro":
            return expandFreestanding(payload)
        case "expandAttachedMacro":
            // `@Previewable` means something only inside a `#Preview` body, whose expansion takes it out; where
            // the compiler expands it by itself, it adds nothing.
            let macro = (payload["macro"] as? [String: Any])?["typeName"] as? String
            guard macro == "PreviewableMacro" else {
                return expansionReply(source: nil, diagnostics: [diagnostic("TermUIMacros has no attached macro \(macro ?? "?")")],
                                      attached: true)
            }
            return expansionReply(source: "", diagnostics: [], attached: true)
        case "loadPluginLibrary":
            return ["loadPluginLibraryResult": [
                "loaded": false,
                "diagnostics": [diagnostic("TermUIMacros is an executable plugin and loads no libraries")],
            ]]
        default:
            return expansionReply(source: nil, diagnostics: [diagnostic("TermUIMacros does not know the message '\(kind)'")])
        }
    }

    private func expandFreestanding(_ payload: [String: Any]) -> [String: Any] {
        let macro = (payload["macro"] as? [String: Any])?["typeName"] as? String
        guard let syntax = payload["syntax"] as? [String: Any], let source = syntax["source"] as? String,
              let location = syntax["location"] as? [String: Any] else {
            return expansionReply(source: nil, diagnostics: [diagnostic("TermUIMacros was sent no macro to expand")])
        }
        let fileName = location["fileName"] as? String ?? ""
        let offset = location["offset"] as? Int ?? 0
        guard macro == "PreviewMacro" else {
            return expansionReply(source: nil, diagnostics: [
                diagnostic("TermUIMacros has no freestanding macro \(macro ?? "?")", fileName: fileName, offset: offset),
            ])
        }
        let site = MacroExpansionSite(
            discriminator: payload["discriminator"] as? String ?? "",
            fileID: location["fileID"] as? String ?? "",
            line: location["line"] as? Int ?? 0,
            column: location["column"] as? Int ?? 0
        ).movedPastLeadingTrivia(of: source)
        do {
            let preview = try PreviewMacroSyntax.parse(source)
            return expansionReply(source: PreviewExpansion.expand(preview, at: site), diagnostics: [])
        } catch {
            return expansionReply(source: nil, diagnostics: [
                diagnostic(error.message, fileName: fileName, offset: offset + error.offset),
            ])
        }
    }

    /// An expansion's answer: `expandMacroResult` from protocol 5 on, the older per-kind answers before it.
    private func expansionReply(source: String?, diagnostics: [[String: Any]], attached: Bool = false) -> [String: Any] {
        var result: [String: Any] = ["diagnostics": diagnostics]
        if (hostProtocolVersion ?? Self.protocolVersion) >= 5 {
            if let source { result["expandedSource"] = source }
            return ["expandMacroResult": result]
        }
        if attached {
            if let source { result["expandedSources"] = source.isEmpty ? [] : [source] }
            return ["expandAttachedMacroResult": result]
        }
        if let source { result["expandedSource"] = source }
        return ["expandFreestandingMacroResult": result]
    }

    private func diagnostic(_ message: String, fileName: String = "", offset: Int = 0) -> [String: Any] {
        [
            "message": message,
            "severity": "error",
            "position": ["fileName": fileName, "offset": offset],
            "highlights": [Any](),
            "notes": [Any](),
            "fixIts": [Any](),
        ]
    }
}

/// The compiler's framing of plugin messages on a pipe: each message is its length as 8 bytes, little-endian,
/// then that many bytes of JSON.
public enum PluginMessageFraming {
    /// A message framed for writing.
    public static func frame(_ message: Data) -> Data {
        var length = UInt64(message.count).littleEndian
        var framed = Data(bytes: &length, count: 8)
        framed.append(message)
        return framed
    }

    /// The length a frame's 8-byte header gives.
    public static func length(ofHeader header: Data) -> Int? {
        guard header.count == 8 else { return nil }
        var length: UInt64 = 0
        for (shift, byte) in header.enumerated() { length |= UInt64(byte) << (8 * UInt64(shift)) }
        return length <= UInt64(Int.max) ? Int(length) : nil
    }
}
