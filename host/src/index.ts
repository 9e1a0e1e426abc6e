// Federated apps must start asynchronously so shared singletons are negotiated first.
import('./bootstrap');
