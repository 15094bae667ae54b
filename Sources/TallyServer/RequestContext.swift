import Hummingbird
import NIOCore

/// The request context of every Tally route: Hummingbird's basics plus the client's address (for
/// sign-in rate limits on a server with accounts).
public struct TallyRequestContext: RequestContext, RemoteAddressRequestContext {
    public var coreContext: CoreRequestContextStorage
    public let remoteAddress: SocketAddress?

    public init(source: ApplicationRequestContextSource) {
        coreContext = .init(source: source)
        remoteAddress = source.channel.remoteAddress
    }
}
