/// The previews of one file, as the browser's sidebar lists them.
struct PreviewFileGroup: Identifiable {
    /// The file, `Module/File.swift` (a `PreviewProvider`'s module).
    let file: String
    /// Its previews, in the order of their lines.
    let previews: [Preview]

    var id: String { file }

    /// What the sidebar calls it: the file's name (its module is in the preview's header), or the module's
    /// providers.
    var title: String {
        guard let slash = file.lastIndex(of: "/") else { return "\(file) providers" }
        return String(file[file.index(after: slash)...])
    }

    /// The previews by file, files in the order their first preview comes.
    static func groups(of previews: [Preview]) -> [PreviewFileGroup] {
        var order: [String] = []
        var byFile: [String: [Preview]] = [:]
        for preview in previews {
            if byFile[preview.fileID] == nil { order.append(preview.fileID) }
            byFile[preview.fileID, default: []].append(preview)
        }
        return order.map { PreviewFileGroup(file: $0, previews: byFile[$0] ?? []) }
    }
}
