import Foundation
import TermUIBase

/// What a name typed in the file exporter may be, and the extension it is given.
enum FileNameRules {
    /// Why a name cannot be a file's, in a sentence in `locales`' languages; nil when it can.
    static func refusal(of name: String, in locales: LocaleCategories) -> String? {
        if name.isEmpty { return locales.termUIText("Type a name for the file.") }
        if name == "." || name == ".." { return locales.termUIText("“%@” is not a name for a file.", name) }
        if name.contains("/") { return locales.termUIText("A name cannot contain “/”.") }
        if name.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) {
            return locales.termUIText("A name cannot contain control characters.")
        }
        if name.utf8.count > 255 { return locales.termUIText("The name is too long (at most 255 bytes).") }
        return nil
    }

    /// A name with the type's preferred extension added, unless it has an extension already.
    static func withExtension(_ name: String, of type: UTType) -> String {
        guard let suffix = type.preferredFilenameExtension, (name as NSString).pathExtension.isEmpty else { return name }
        return name + "." + suffix
    }
}
