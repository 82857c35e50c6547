import Foundation

/// iTerm2's inline images (`ESC ] 1337 ; File = keys : base64 BEL`): an image file drawn at the cursor, scaled
/// by the terminal to a number of cells.
package enum ITermInlineImage {
    /// The sequence that shows `file` (a PNG or JPEG file) at the cursor over `columns` by `rows` cells, its
    /// aspect left to what it was scaled to (`preserveAspectRatio=0`: TermUI sends it at the cells' shape).
    package static func sequence(file: [UInt8], columns: Int, rows: Int) -> [UInt8] {
        let keys = "inline=1;size=\(file.count);width=\(columns);height=\(rows);preserveAspectRatio=0"
        return Array("\u{1B}]1337;File=\(keys):".utf8) + Array(Data(file).base64EncodedString().utf8) + [0x07]
    }
}
