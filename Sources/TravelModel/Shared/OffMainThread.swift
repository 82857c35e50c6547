import Dispatch

/// Runs `work` on a thread of Dispatch's global pool and gives its result, leaving the main actor free while it
/// runs: for synchronous work of seconds (a CSV file of 100,000 rows read, an import's transaction), which on
/// a task of its own would hold one of the few threads of Swift's cooperative pool (two, on two cores) for as
/// long. (The app's screens and the budget store's long changes use it.)
public func offMainThread<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    await withCheckedContinuation { continuation in
        DispatchQueue.global(qos: .userInitiated).async {
            continuation.resume(returning: work())
        }
    }
}
