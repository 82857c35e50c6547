import Foundation

/// This process's memory as Linux reports it in `/proc/self/status`: resident now, and the most it has been.
struct MemoryUsage {
    /// Resident set size now (`VmRSS`), in KiB.
    let residentKiB: Int
    /// The largest resident set size so far (`VmHWM`), in KiB.
    let peakKiB: Int

    /// The usage now; zeros where the system does not say.
    static func current() -> MemoryUsage {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        func kibibytes(_ field: String) -> Int {
            guard let line = status.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }) else { return 0 }
            return Int(line.split { $0 == " " || $0 == "\t" }.dropFirst().first ?? "") ?? 0
        }
        return MemoryUsage(residentKiB: kibibytes("VmRSS"), peakKiB: kibibytes("VmHWM"))
    }
}
