#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls `operation` again while it fails with `EINTR`, and returns its last result.
func retryingOnInterrupt<Result: BinaryInteger>(_ operation: () -> Result) -> Result {
    while true {
        let result = operation()
        if result >= 0 || errno != EINTR {
            return result
        }
    }
}

/// `read(2)`, callable from types that have a `read` method of their own.
func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    read(descriptor, buffer, count)
}

/// `write(2)`, callable from types that have a `write` method of their own.
func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
