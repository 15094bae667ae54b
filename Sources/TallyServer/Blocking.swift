import NIOCore
import NIOPosix

/// Runs blocking database work on NIO's thread pool, off the threads that serve requests, so a slow
/// fsync never stalls the event loops.
public func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await NIOThreadPool.singleton.runIfActive(work)
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
