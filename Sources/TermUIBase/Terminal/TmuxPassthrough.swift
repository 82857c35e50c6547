/// tmux's passthrough (`ESC P tmux ; … ESC \`): bytes for the terminal tmux runs in, which tmux hands on
/// unread where its `allow-passthrough` option is on (and drops where it is off). Every `ESC` inside is doubled.
package enum TmuxPassthrough {
    /// `bytes` wrapped for tmux to pass on.
    package static func wrapped(_ bytes: [UInt8]) -> [UInt8] {
        var wrapped = Array("\u{1B}Ptmux;".utf8)
        wrapped.reserveCapacity(bytes.count + bytes.count / 8 + 10)
        for byte in bytes {
            if byte == 0x1B { wrapped.append(0x1B) }
            wrapped.append(byte)
        }
        wrapped += [0x1B, UInt8(ascii: "\\")]
        return wrapped
    }
}
