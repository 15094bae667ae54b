import Foundation
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
    /// Sizes the pool `blocking` runs on for a store on PostgreSQL, where its threads mostly wait on the
    /// network rather than the disk: as many as the connection pool allows (at least the cores). Call
    /// once, first thing in `main`, before anything uses the pool; `NIO_SINGLETON_BLOCKING_POOL_THREAD_COUNT`
    /// in the environment wins.
    public static func sizeBlockingPool(forConnections connections: Int) {
        guard ProcessInfo.processInfo.environment["NIO_SINGLETON_BLOCKING_POOL_THREAD_COUNT"] == nil else { return }
        NIOSingletons.blockingPoolThreadCountSuggestion = max(System.coreCount, min(connections, 256))
    }

    /// Makes NIO's event loops Swift concurrency's executor for this process, so a request's handler
    /// runs on the event loop that read it instead of being handed to another thread and back (two
    /// thread wake-ups per request). Everything that blocks goes through `blocking`. Call once, first
    /// thing in `main`, only for `tally serve`. False when the platform does not allow it.
    @discardableResult
    public static func adoptEventLoopsForConcurrency() -> Bool {
        NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
    }
}
