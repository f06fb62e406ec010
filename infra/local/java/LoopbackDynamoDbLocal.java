import java.lang.reflect.Field;
import org.eclipse.jetty.server.Connector;
import org.eclipse.jetty.server.Server;
import org.eclipse.jetty.server.ServerConnector;
import software.amazon.dynamodb.services.local.main.ServerRunner;
import software.amazon.dynamodb.services.local.server.DynamoDBProxyServer;

/**
 * DynamoDB Local, listening on 127.0.0.1 only. Its own command line has no address option and
 * listens on every interface, where anyone on the network could read buyers' emails or write a
 * pass (it accepts any credentials). This builds the server from the same command-line arguments,
 * binds its Jetty connector to the loopback address, then starts it. Run by infra/local/dynamodb-local.ts
 * in Java's source-file mode, so nothing is compiled ahead.
 */
public class LoopbackDynamoDbLocal {
  public static void main(String[] args) throws Exception {
    DynamoDBProxyServer proxy = ServerRunner.createServerFromCommandLineArgs(args);
    Field field = DynamoDBProxyServer.class.getDeclaredField("server");
    field.setAccessible(true);
    Server server = (Server) field.get(proxy);
    int bound = 0;
    for (Connector connector : server.getConnectors()) {
      if (connector instanceof ServerConnector serverConnector) {
        serverConnector.setHost("127.0.0.1");
        bound++;
      }
    }
    if (bound == 0) {
      System.err.println("LANE_LOOPBACK_UNAVAILABLE: DynamoDB Local has no connector to bind to 127.0.0.1.");
      System.exit(3);
    }
    proxy.start();
    proxy.join();
  }
}
