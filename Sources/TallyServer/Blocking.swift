import NIOPosix

/// Runs blocking database work on NIO's thread pool, off the cooperative pool that serves requests,
/// so a slow fsync never stalls the event loops.
func blocking<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
    try await NIOThreadPool.singleton.runIfActive(work)
}
