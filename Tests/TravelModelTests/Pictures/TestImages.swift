import CJPEG
import CPNG
import Foundation
import Glibc
import Testing

/// Image files the tests make themselves, with the system's libpng and libjpeg through the same shims the
/// app decodes with.
enum TestImages {
    /// `width` by `height` pixels whose colour is `color(x, y)`, as 8-bit RGB rows from the top.
    static func pixels(width: Int, height: Int, _ color: (Int, Int) -> [UInt8]) -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<height {
            for x in 0..<width {
                pixels += color(x, y)
            }
        }
        return pixels
    }

    /// A PNG file of `pixels`, `width` by `height`.
    static func png(width: Int, height: Int, pixels: [UInt8]) throws -> [UInt8] {
        var size = 0
        try #require(cpng_write_rgb(nil, &size, pixels, UInt32(width), UInt32(height)) != 0, "measuring the PNG")
        var file = [UInt8](repeating: 0, count: size)
        let written = file.withUnsafeMutableBytes { cpng_write_rgb($0.baseAddress, &size, pixels, UInt32(width), UInt32(height)) }
        try #require(written != 0, "writing the PNG")
        return Array(file.prefix(size))
    }

    /// A baseline JPEG file of `pixels`, `width` by `height`, at quality 95.
    static func jpeg(width: Int, height: Int, pixels: [UInt8]) throws -> [UInt8] {
        var output: UnsafeMutablePointer<UInt8>?
        var size: UInt = 0
        var message = [CChar](repeating: 0, count: Int(JMSG_LENGTH_MAX))
        let result = cjpeg_write_rgb(pixels, UInt32(width), UInt32(height), 95, &output, &size, &message)
        defer { free(output) }
        let reason = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        try #require(result == 0, "writing the JPEG: \(reason)")
        let start = try #require(output)
        return Array(UnsafeBufferPointer(start: start, count: Int(size)))
    }

    /// A PNG file made of the signature, an IHDR chunk saying `width` by `height` and an empty IDAT chunk (each
    /// with its CRC): enough for libpng to read the size, nothing to decode.
    static func pngHeader(width: UInt32, height: UInt32) -> [UInt8] {
        func bigEndian(_ value: UInt32) -> [UInt8] {
            [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
        }
        func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
            let typed = Array(type.utf8) + data
            return bigEndian(UInt32(data.count)) + typed + bigEndian(crc32(typed))
        }
        let header = bigEndian(width) + bigEndian(height) + [8, 2, 0, 0, 0]
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + chunk("IHDR", header) + chunk("IDAT", [])
    }

    /// The CRC-32 of PNG chunks (ISO 3309, polynomial 0xEDB88320 reflected), bit by bit.
    static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 {
                crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1
            }
        }
        return ~crc
    }

    /// Writes `bytes` to `url`, replacing any file there.
    static func write(_ bytes: [UInt8], to url: URL) throws {
        let descriptor = open(url.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        try #require(descriptor >= 0, "open \(url.path): errno \(errno)")
        defer { close(descriptor) }
        let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress, $0.count) }
        try #require(written == bytes.count, "write \(url.path): errno \(errno)")
    }
}
