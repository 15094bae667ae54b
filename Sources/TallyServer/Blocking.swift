import NIOCore
import NIOPosix
import TallyStore

/// Runs blocking database work on NIO's thread pool, off the threads that serve requests, so a slow
/// fsync never stalls the event loops.
/// The request's idempotency key goes along (task-local values stay with the task, not the thread).
public func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    guard let key = RequestKey.current else { return try await NIOThreadPool.singleton.runIfActive(work) }
    return try await NIOThreadPool.singleton.runIfActive { try RequestKey.$current.withValue(key) { try work() } }
}

public enum ServerThreads {
    /// Makes NIO's event loops Swift concurrency's executor for this process, so a request's handler
    /// runs on the event loop that read it instead of being handed to another thread and back (two
    /// thread wake-ups per request). Everything that blocks goes through `blocking`. Call once, first
    /// thing in `main`, only for `tally serve`. False when the platform does not allow it.
    @discardableResult
    public static func adoptEventLoopsForConcurrency() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
