// RulerProbe.java -- attaches a ruler program to the real GoGui window and plays
// moves in it as a user would (tests/gogui.sh). GoGui 1.6 parses -rules but never
// uses it, and its ruler menu needs a mouse, so this starts GoGui itself and calls
// the methods its menu and board call, by reflection.
//
// usage: java -cp gogui.jar:DIR RulerProbe RULER-COMMAND MOVES GOGUI-ARGS...
//   MOVES: "b C3,w D3,b pass" (9x9 vertices). Prints "PROBE: ..." lines on stderr.
import java.awt.Frame;
import java.lang.reflect.Method;
import java.util.Arrays;
import javax.swing.SwingUtilities;
import net.sf.gogui.go.GoColor;
import net.sf.gogui.go.GoPoint;
import net.sf.gogui.go.Move;

public class RulerProbe {
    public static void main(String[] args) throws Exception {
        String ruler = args[0];
        String[] moves = args[1].split(",");
        String[] gogui = Arrays.copyOfRange(args, 2, args.length);
        new Thread(() -> {
            try {
                net.sf.gogui.gogui.MainWrapper.main(gogui);
            } catch (Exception e) {
                e.printStackTrace();
            }
        }).start();
        Frame window = null;
        for (int i = 0; i < 300 && window == null; i++) {
            Thread.sleep(100);
            for (Frame f : Frame.getFrames())
                if (f.getClass().getName().equals("net.sf.gogui.gogui.GoGui") && f.isVisible())
                    window = f;
        }
        if (window == null) {
            System.err.println("PROBE: no GoGui window");
            System.exit(1);
        }
        Thread.sleep(1000);
        final Frame g = window;
        // What Game > Rules > (a ruler) does: initGameRuler(command, folder, label).
        Method attach = g.getClass().getDeclaredMethod("initGameRuler", String.class,
                                                       String.class, String.class);
        attach.setAccessible(true);
        SwingUtilities.invokeAndWait(() -> invoke(attach, g, ruler, System.getProperty("user.dir"), "goref"));
        System.err.println("PROBE: ruler attached");
        // What a click on the board does: humanMoved(move).
        Method play = g.getClass().getDeclaredMethod("humanMoved", Move.class);
        play.setAccessible(true);
        for (String m : moves) {
            String[] p = m.trim().split(" ");
            GoColor c = p[0].equals("b") ? GoColor.BLACK : GoColor.WHITE;
            GoPoint at = p[1].equals("pass") ? null : GoPoint.parsePoint(p[1], 9);
            Move move = Move.get(c, at);
            SwingUtilities.invokeAndWait(() -> invoke(play, g, move));
            System.err.println("PROBE: played " + m);
            Thread.sleep(500);
        }
        System.err.println("PROBE: done");
        System.exit(0);
    }

    private static void invoke(Method m, Object o, Object... a) {
        try {
            m.invoke(o, a);
        } catch (Exception e) {
            e.printStackTrace();
        }
    }
}
